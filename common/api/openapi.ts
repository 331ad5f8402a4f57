// Generated from the server's OpenAPI document by `npm run generate:api`; do not edit.
// A server test fails when this file no longer matches the routes.
export interface paths {
  '/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** @enum {string} */
              status: 'ok';
              /** @enum {string} */
              database: 'pglite' | 'postgres';
              /** @enum {string} */
              identity: 'ready' | 'starting';
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/public-config': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              maintenanceMode: boolean;
              production: boolean;
              identity: {
                apiKey: string;
                authDomain: string;
                projectId: string;
                emulatorUrl: string | null;
              };
              captchaSiteKey: string | null;
              pushAppId: string | null;
              /** @enum {string} */
              seatMapProvider: 'native' | 'seatsio';
              minimumHoldValidityMinutes: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/sign-up': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
            firstName: string;
            lastName: string;
            phone?: string;
            /**
             * @default cs
             * @enum {string}
             */
            language?: 'cs' | 'sk' | 'en';
            gdprAccepted: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoggedUser'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/accept-terms': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Gives an identity account made without sign-up its Tribuna user, with the consent */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            lastName: string;
            phone?: string;
            /**
             * @default cs
             * @enum {string}
             */
            language?: 'cs' | 'sk' | 'en';
            gdprAccepted: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoggedUser'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The gate before the browser signs in with the identity provider */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a password reset e-mail; answers 204 whether or not the account exists */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logged-user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoggedUser'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            lastName: string;
            phone?: string | null;
            pushNotifications?: boolean;
            /** Format: uuid */
            preRegisteredSubscriptionPriceUuid?: string | null;
            /** Format: date */
            birthDate?: string | null;
            favoriteDriver?: string | null;
            favoriteTeam?: string | null;
            seatsIoHoldToken?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoggedUser'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logged-user/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              orders: number;
              tickets: number;
              activeMemberships: number;
              memberSince: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/language': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            language: 'cs' | 'sk' | 'en';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['LoggedUser'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/change-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            currentPassword: string;
            newPassword: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a new verification e-mail (in the X-App-Lang language) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'email' | 'lastName' | 'createdAt';
          order?: 'asc' | 'desc';
          q?: string;
          role?:
            | 'super_admin'
            | 'admin'
            | 'user'
            | 'ticket_checker'
            | 'package_dispatcher'
            | 'accountant'
            | 'article_admin'
            | 'benefit_admin'
            | 'content_admin'
            | 'countdown_admin'
            | 'event_admin'
            | 'feature_admin'
            | 'file_storage_admin'
            | 'gallery_admin'
            | 'invoice_admin'
            | 'order_admin'
            | 'order_admin_voucher_list'
            | 'order_admin_voucher_detail'
            | 'subscription_admin'
            | 'ticket_admin'
            | 'user_admin'
            | 'video_archive_admin'
            | 'audio_archive_admin'
            | 'voucher_admin'
            | 'voucher_admin_list'
            | 'voucher_admin_detail'
            | 'voucher_admin_create'
            | 'voucher_admin_update'
            | 'voucher_admin_delete';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                uuid: string;
                email: string;
                firstName: string | null;
                lastName: string | null;
                phone: string | null;
                /** @enum {string} */
                language: 'cs' | 'sk' | 'en';
                roles: (
                  | 'super_admin'
                  | 'admin'
                  | 'user'
                  | 'ticket_checker'
                  | 'package_dispatcher'
                  | 'accountant'
                  | 'article_admin'
                  | 'benefit_admin'
                  | 'content_admin'
                  | 'countdown_admin'
                  | 'event_admin'
                  | 'feature_admin'
                  | 'file_storage_admin'
                  | 'gallery_admin'
                  | 'invoice_admin'
                  | 'order_admin'
                  | 'order_admin_voucher_list'
                  | 'order_admin_voucher_detail'
                  | 'subscription_admin'
                  | 'ticket_admin'
                  | 'user_admin'
                  | 'video_archive_admin'
                  | 'audio_archive_admin'
                  | 'voucher_admin'
                  | 'voucher_admin_list'
                  | 'voucher_admin_detail'
                  | 'voucher_admin_create'
                  | 'voucher_admin_update'
                  | 'voucher_admin_delete'
                )[];
                disabled: boolean;
                createdAt: string;
                updatedAt: string;
              }[];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/users/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              email: string;
              firstName: string | null;
              lastName: string | null;
              phone: string | null;
              birthDate: string | null;
              favoriteDriver: string | null;
              favoriteTeam: string | null;
              pushNotifications: boolean;
              /** @enum {string} */
              language: 'cs' | 'sk' | 'en';
              roles: (
                | 'super_admin'
                | 'admin'
                | 'user'
                | 'ticket_checker'
                | 'package_dispatcher'
                | 'accountant'
                | 'article_admin'
                | 'benefit_admin'
                | 'content_admin'
                | 'countdown_admin'
                | 'event_admin'
                | 'feature_admin'
                | 'file_storage_admin'
                | 'gallery_admin'
                | 'invoice_admin'
                | 'order_admin'
                | 'order_admin_voucher_list'
                | 'order_admin_voucher_detail'
                | 'subscription_admin'
                | 'ticket_admin'
                | 'user_admin'
                | 'video_archive_admin'
                | 'audio_archive_admin'
                | 'voucher_admin'
                | 'voucher_admin_list'
                | 'voucher_admin_detail'
                | 'voucher_admin_create'
                | 'voucher_admin_update'
                | 'voucher_admin_delete'
              )[];
              disabled: boolean;
              createdAt: string;
              updatedAt: string;
              subscriptions: {
                /** Format: uuid */
                uuid: string;
                subscription: {
                  /** Format: uuid */
                  uuid: string;
                  name: string;
                  /** @enum {string} */
                  type: 'permanent' | 'seasonal' | 'periodic';
                };
                /** Format: uuid */
                priceUuid: string;
                validFrom: string;
                validTo: string | null;
                renewing: boolean;
                /** @enum {string} */
                status: 'active' | 'cancelled' | 'ended';
                /** @enum {string} */
                source: 'order' | 'voucher' | 'admin';
                /** Format: uuid */
                sourceUuid: string | null;
                createdAt: string;
              }[];
              orders: {
                /** Format: uuid */
                uuid: string;
                status: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            firstName?: string;
            lastName?: string;
            phone?: string | null;
            disabled?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              email: string;
              firstName: string | null;
              lastName: string | null;
              phone: string | null;
              birthDate: string | null;
              favoriteDriver: string | null;
              favoriteTeam: string | null;
              pushNotifications: boolean;
              /** @enum {string} */
              language: 'cs' | 'sk' | 'en';
              roles: (
                | 'super_admin'
                | 'admin'
                | 'user'
                | 'ticket_checker'
                | 'package_dispatcher'
                | 'accountant'
                | 'article_admin'
                | 'benefit_admin'
                | 'content_admin'
                | 'countdown_admin'
                | 'event_admin'
                | 'feature_admin'
                | 'file_storage_admin'
                | 'gallery_admin'
                | 'invoice_admin'
                | 'order_admin'
                | 'order_admin_voucher_list'
                | 'order_admin_voucher_detail'
                | 'subscription_admin'
                | 'ticket_admin'
                | 'user_admin'
                | 'video_archive_admin'
                | 'audio_archive_admin'
                | 'voucher_admin'
                | 'voucher_admin_list'
                | 'voucher_admin_detail'
                | 'voucher_admin_create'
                | 'voucher_admin_update'
                | 'voucher_admin_delete'
              )[];
              disabled: boolean;
              createdAt: string;
              updatedAt: string;
              subscriptions: {
                /** Format: uuid */
                uuid: string;
                subscription: {
                  /** Format: uuid */
                  uuid: string;
                  name: string;
                  /** @enum {string} */
                  type: 'permanent' | 'seasonal' | 'periodic';
                };
                /** Format: uuid */
                priceUuid: string;
                validFrom: string;
                validTo: string | null;
                renewing: boolean;
                /** @enum {string} */
                status: 'active' | 'cancelled' | 'ended';
                /** @enum {string} */
                source: 'order' | 'voucher' | 'admin';
                /** Format: uuid */
                sourceUuid: string | null;
                createdAt: string;
              }[];
              orders: {
                /** Format: uuid */
                uuid: string;
                status: string;
                createdAt: string;
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/set-roles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            userUuid: string;
            roles: (
              | 'super_admin'
              | 'admin'
              | 'user'
              | 'ticket_checker'
              | 'package_dispatcher'
              | 'accountant'
              | 'article_admin'
              | 'benefit_admin'
              | 'content_admin'
              | 'countdown_admin'
              | 'event_admin'
              | 'feature_admin'
              | 'file_storage_admin'
              | 'gallery_admin'
              | 'invoice_admin'
              | 'order_admin'
              | 'order_admin_voucher_list'
              | 'order_admin_voucher_detail'
              | 'subscription_admin'
              | 'ticket_admin'
              | 'user_admin'
              | 'video_archive_admin'
              | 'audio_archive_admin'
              | 'voucher_admin'
              | 'voucher_admin_list'
              | 'voucher_admin_detail'
              | 'voucher_admin_create'
              | 'voucher_admin_update'
              | 'voucher_admin_delete'
            )[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              email: string;
              firstName: string | null;
              lastName: string | null;
              phone: string | null;
              /** @enum {string} */
              language: 'cs' | 'sk' | 'en';
              roles: (
                | 'super_admin'
                | 'admin'
                | 'user'
                | 'ticket_checker'
                | 'package_dispatcher'
                | 'accountant'
                | 'article_admin'
                | 'benefit_admin'
                | 'content_admin'
                | 'countdown_admin'
                | 'event_admin'
                | 'feature_admin'
                | 'file_storage_admin'
                | 'gallery_admin'
                | 'invoice_admin'
                | 'order_admin'
                | 'order_admin_voucher_list'
                | 'order_admin_voucher_detail'
                | 'subscription_admin'
                | 'ticket_admin'
                | 'user_admin'
                | 'video_archive_admin'
                | 'audio_archive_admin'
                | 'voucher_admin'
                | 'voucher_admin_list'
                | 'voucher_admin_detail'
                | 'voucher_admin_create'
                | 'voucher_admin_update'
                | 'voucher_admin_delete'
              )[];
              disabled: boolean;
              createdAt: string;
              updatedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                uuid: string;
                /** @enum {string} */
                language: 'cs' | 'sk' | 'en';
                title: string;
                perex: string;
                image: string | null;
                publishedAt: string;
              }[];
              total: number;
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/articles/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              /** @enum {string} */
              language: 'cs' | 'sk' | 'en';
              title: string;
              perex: string;
              body: string;
              image: string | null;
              publishedAt: string;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'updatedAt' | 'publishedAt' | 'title';
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminArticle'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            title: {
              cs: string;
              sk?: string;
              en?: string;
            };
            perex: {
              cs: string;
              sk?: string;
              en?: string;
            };
            body: {
              cs: string;
              sk?: string;
              en?: string;
            };
            image?: string | null;
            /** Format: date-time */
            publishedAt?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminArticle'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/articles/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminArticle'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            title: {
              cs: string;
              sk?: string;
              en?: string;
            };
            perex: {
              cs: string;
              sk?: string;
              en?: string;
            };
            body: {
              cs: string;
              sk?: string;
              en?: string;
            };
            image?: string | null;
            /** Format: date-time */
            publishedAt?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminArticle'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminArticle'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              kind: string;
              /** Format: uuid */
              refUuid: string;
              /** @default 1 */
              quantity?: number;
            }[];
            /** @enum {string} */
            currency: 'CZK' | 'EUR';
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/pre-complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** A new payment attempt: the signed form the browser posts to the card payment gateway */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            orderUuid: string;
            orderHash?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uri */
              url: string;
              fields: {
                [key: string]: string;
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The gateway's answer the buyer brought back: verified, then the order is settled once */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            [key: string]: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              order: components['schemas']['Order'];
              /** @enum {string} */
              outcome:
                'paid' | 'declined' | 'cancelled' | 'threeDSecureFailed' | 'technicalError' | 'waiting';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          orderHash?: string;
        };
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            lines: {
              kind: string;
              /** Format: uuid */
              refUuid: string;
              /** @default 1 */
              quantity?: number;
            }[];
            orderHash?: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    delete: {
      parameters: {
        query?: {
          orderHash?: string;
        };
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'updatedAt' | 'total' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
          currency?: 'CZK' | 'EUR';
          from?: string;
          to?: string;
          email?: string;
          flaggedForStaff?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminOrder'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/orders/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminOrderDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/order/update-status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            orderUuid: string;
            /** @enum {string} */
            status: 'admin_granted' | 'rejected';
            reason: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminOrderDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/order/resend-successfull-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            orderUuid: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        204: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': null;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/features': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'name' | 'type' | 'createdAt' | 'updatedAt';
          order?: 'asc' | 'desc';
          q?: string;
          type?:
            | 'voucher_generated'
            | 'voucher_from_pool'
            | 'voucher_permanent'
            | 'presale'
            | 'display'
            | 'welcome_package'
            | 'onesignal_notification_segment';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminFeature'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'presale';
                presaleLimit: number;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_from_pool';
                poolName: string;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'onesignal_notification_segment';
                segmentName: string;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_generated';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_permanent';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'display';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'welcome_package';
              };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminFeature'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/features/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminFeature'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Changes a feature; its type only while no membership grants or requires it */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json':
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'presale';
                presaleLimit: number;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_from_pool';
                poolName: string;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'onesignal_notification_segment';
                segmentName: string;
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_generated';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'voucher_permanent';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'display';
              }
            | {
                /** Format: uuid */
                uuid?: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                /** @enum {string} */
                type: 'welcome_package';
              };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminFeature'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Deletes a feature that no membership grants or requires */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminFeature'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The plans on sale, in the X-App-Lang language; `owned` when an id-token is sent */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                uuid: string;
                capacity: number | null;
                remaining: number | null;
                soldOut: boolean;
                /** @enum {string} */
                language: 'cs' | 'sk' | 'en';
                name: string;
                text: string;
                image: string | null;
                /** @enum {string} */
                type: 'permanent' | 'seasonal' | 'periodic';
                validFrom: string | null;
                validTo: string | null;
                periodCount: number | null;
                /** @enum {string|null} */
                periodUnit: 'day' | 'month' | 'year' | null;
                renewing: boolean;
                sellable: boolean;
                voucherPurchasable: boolean;
                features: {
                  /** Format: uuid */
                  uuid: string;
                  name: string;
                  /** @enum {string} */
                  type:
                    | 'voucher_generated'
                    | 'voucher_from_pool'
                    | 'voucher_permanent'
                    | 'presale'
                    | 'display'
                    | 'welcome_package'
                    | 'onesignal_notification_segment';
                }[];
                requiredDisplayFeatureUuids: string[];
                prices: {
                  /** Format: uuid */
                  uuid: string;
                  label: string;
                  amount: number;
                  /** @enum {string} */
                  currency: 'CZK' | 'EUR';
                }[];
                owned: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/availability': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                uuid: string;
                capacity: number | null;
                remaining: number | null;
                soldOut: boolean;
              }[];
            };
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/by-subscription-price/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              subscription: {
                /** Format: uuid */
                uuid: string;
                capacity: number | null;
                remaining: number | null;
                soldOut: boolean;
                /** @enum {string} */
                language: 'cs' | 'sk' | 'en';
                name: string;
                text: string;
                image: string | null;
                /** @enum {string} */
                type: 'permanent' | 'seasonal' | 'periodic';
                validFrom: string | null;
                validTo: string | null;
                periodCount: number | null;
                /** @enum {string|null} */
                periodUnit: 'day' | 'month' | 'year' | null;
                renewing: boolean;
                sellable: boolean;
                voucherPurchasable: boolean;
                features: {
                  /** Format: uuid */
                  uuid: string;
                  name: string;
                  /** @enum {string} */
                  type:
                    | 'voucher_generated'
                    | 'voucher_from_pool'
                    | 'voucher_permanent'
                    | 'presale'
                    | 'display'
                    | 'welcome_package'
                    | 'onesignal_notification_segment';
                }[];
                requiredDisplayFeatureUuids: string[];
                prices: {
                  /** Format: uuid */
                  uuid: string;
                  label: string;
                  amount: number;
                  /** @enum {string} */
                  currency: 'CZK' | 'EUR';
                }[];
                owned: boolean;
              };
              price: {
                /** Format: uuid */
                uuid: string;
                label: string;
                amount: number;
                /** @enum {string} */
                currency: 'CZK' | 'EUR';
              };
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              capacity: number | null;
              remaining: number | null;
              soldOut: boolean;
              /** @enum {string} */
              language: 'cs' | 'sk' | 'en';
              name: string;
              text: string;
              image: string | null;
              /** @enum {string} */
              type: 'permanent' | 'seasonal' | 'periodic';
              validFrom: string | null;
              validTo: string | null;
              periodCount: number | null;
              /** @enum {string|null} */
              periodUnit: 'day' | 'month' | 'year' | null;
              renewing: boolean;
              sellable: boolean;
              voucherPurchasable: boolean;
              features: {
                /** Format: uuid */
                uuid: string;
                name: string;
                /** @enum {string} */
                type:
                  | 'voucher_generated'
                  | 'voucher_from_pool'
                  | 'voucher_permanent'
                  | 'presale'
                  | 'display'
                  | 'welcome_package'
                  | 'onesignal_notification_segment';
              }[];
              requiredDisplayFeatureUuids: string[];
              prices: {
                /** Format: uuid */
                uuid: string;
                label: string;
                amount: number;
                /** @enum {string} */
                currency: 'CZK' | 'EUR';
              }[];
              owned: boolean;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/subscriptions/public-subscriptions-by-display-feature': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The plans on sale that give any of these display features (the paywall offers them) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            requiredDisplayFeaturesUuids: string[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** Format: uuid */
                uuid: string;
                name: string;
                prices: {
                  /** Format: uuid */
                  uuid: string;
                  label: string;
                  amount: number;
                  /** @enum {string} */
                  currency: 'CZK' | 'EUR';
                }[];
              }[];
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/subscription/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Ends the caller's membership now */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              subscription: {
                /** Format: uuid */
                uuid: string;
                name: string;
                /** @enum {string} */
                type: 'permanent' | 'seasonal' | 'periodic';
              };
              /** Format: uuid */
              priceUuid: string;
              features: {
                /** Format: uuid */
                uuid: string;
                name: string;
                /** @enum {string} */
                type:
                  | 'voucher_generated'
                  | 'voucher_from_pool'
                  | 'voucher_permanent'
                  | 'presale'
                  | 'display'
                  | 'welcome_package'
                  | 'onesignal_notification_segment';
              }[];
              validFrom: string;
              validTo: string | null;
              renewing: boolean;
              /** @enum {string} */
              status: 'active' | 'cancelled' | 'ended';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/auth/subscription/{uuid}/recurrent-payment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Stops the renewal of the caller's membership; it stays valid until its period ends */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
              subscription: {
                /** Format: uuid */
                uuid: string;
                name: string;
                /** @enum {string} */
                type: 'permanent' | 'seasonal' | 'periodic';
              };
              /** Format: uuid */
              priceUuid: string;
              features: {
                /** Format: uuid */
                uuid: string;
                name: string;
                /** @enum {string} */
                type:
                  | 'voucher_generated'
                  | 'voucher_from_pool'
                  | 'voucher_permanent'
                  | 'presale'
                  | 'display'
                  | 'welcome_package'
                  | 'onesignal_notification_segment';
              }[];
              validFrom: string;
              validTo: string | null;
              renewing: boolean;
              /** @enum {string} */
              status: 'active' | 'cancelled' | 'ended';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/subscriptions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'name' | 'position' | 'type' | 'createdAt' | 'updatedAt';
          order?: 'asc' | 'desc';
          q?: string;
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminSubscription'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            name: {
              cs: string;
              sk?: string;
              en?: string;
            };
            text: {
              cs: string;
              sk?: string;
              en?: string;
            };
            image?: string | null;
            /** @enum {string} */
            type: 'permanent' | 'seasonal' | 'periodic';
            /** Format: date */
            validFrom?: string | null;
            /** Format: date */
            validTo?: string | null;
            periodCount?: number | null;
            /** @enum {string|null} */
            periodUnit?: 'day' | 'month' | 'year' | null;
            /** @default false */
            renewing?: boolean;
            /** @default [] */
            featureUuids?: string[];
            /** @default [] */
            requiredDisplayFeatureUuids?: string[];
            /** @default true */
            sellable?: boolean;
            capacity?: number | null;
            /** @default false */
            voucherPurchasable?: boolean;
            /** @default 0 */
            position?: number;
            prices: {
              /** Format: uuid */
              uuid?: string;
              label: {
                cs: string;
                sk?: string;
                en?: string;
              };
              amountCzk: number;
              amountEur: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSubscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/subscriptions/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSubscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    /** Replaces a membership; price variants sent with their uuid keep it, a removed variant that was sold is archived */
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            name: {
              cs: string;
              sk?: string;
              en?: string;
            };
            text: {
              cs: string;
              sk?: string;
              en?: string;
            };
            image?: string | null;
            /** @enum {string} */
            type: 'permanent' | 'seasonal' | 'periodic';
            /** Format: date */
            validFrom?: string | null;
            /** Format: date */
            validTo?: string | null;
            periodCount?: number | null;
            /** @enum {string|null} */
            periodUnit?: 'day' | 'month' | 'year' | null;
            /** @default false */
            renewing?: boolean;
            /** @default [] */
            featureUuids?: string[];
            /** @default [] */
            requiredDisplayFeatureUuids?: string[];
            /** @default true */
            sellable?: boolean;
            capacity?: number | null;
            /** @default false */
            voucherPurchasable?: boolean;
            /** @default 0 */
            position?: number;
            prices: {
              /** Format: uuid */
              uuid?: string;
              label: {
                cs: string;
                sk?: string;
                en?: string;
              };
              amountCzk: number;
              amountEur: number;
            }[];
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSubscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Deletes a membership that nobody holds now */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminSubscription'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/orders/voucher': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A gift voucher order without an account: answers the pending order (with its hash) to pay with PUT /orders/pre-complete */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            subscriptionPriceUuid: string;
            /** @default 1 */
            quantity?: number;
            email: string;
            /** @enum {string} */
            deliveryType: 'electronic' | 'physical';
            deliveryAddress?: {
              name: string;
              street: string;
              city: string;
              zip: string;
              /**
               * @default CZ
               * @enum {string}
               */
              country?: 'CZ' | 'SK';
            };
            invoice?: components['schemas']['VoucherInvoiceInput'];
            /** @enum {boolean} */
            consent: true;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Order'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/export-pdf/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The voucher as a PDF, in the X-App-Lang language (Czech by default) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/export-pdf/{uuid}/{language}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The voucher as a PDF in this language */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
          language: 'cs' | 'sk' | 'en';
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/export-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The vouchers of a paid voucher order as one PDF (a page each), by the order's hash */
    get: {
      parameters: {
        query: {
          orderHash: string;
          language?: 'cs' | 'sk' | 'en';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/apply-subscription-voucher': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Claims the code for the caller and starts its membership; 412 voucherDeliveryIdentityNotSet until the caller's delivery identity is filled in */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              voucherUuid: string;
              code: string;
              /** Format: uuid */
              subscriptionUuid: string;
              subscriptionName: string;
              /** Format: uuid */
              userSubscriptionUuid: string;
              validFrom: string;
              validTo: string | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        412: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/update-delivery-address-for-subscription-voucher': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Saves the caller's delivery identity (name, phone, postal address) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            firstName: string;
            lastName: string;
            phone: string;
            street: string;
            city: string;
            zip: string;
            /**
             * @default CZ
             * @enum {string}
             */
            country?: 'CZ' | 'SK';
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              firstName: string;
              lastName: string;
              phone: string;
              street: string;
              city: string;
              zip: string;
              /** @enum {string} */
              country: 'CZ' | 'SK';
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/vouchers/delivery-identity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's delivery identity, null when not filled in */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              identity: {
                firstName: string;
                lastName: string;
                phone: string;
                street: string;
                city: string;
                zip: string;
                /** @enum {string} */
                country: 'CZ' | 'SK';
              } | null;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        429: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        502: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'code' | 'validUntil' | 'claimedAt';
          order?: 'asc' | 'desc';
          q?: string;
          subscriptionPriceUuid?: string;
          code?: string;
          orderUuid?: string;
          batchUuid?: string;
          claimed?: 'true' | 'false';
          isActive?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminVoucher'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            subscriptionPriceUuid: string;
            code?: string;
            /** @default true */
            isActive?: boolean;
            /** Format: date-time */
            validUntil?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminVoucher'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/vouchers/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminVoucher'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            uuid?: string;
            /** Format: uuid */
            subscriptionPriceUuid: string;
            isActive: boolean;
            /** Format: date-time */
            validUntil?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminVoucher'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    post?: never;
    /** Deletes a voucher nobody claimed (a claimed one answers voucherCodeAlreadyClaimed) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminVoucher'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/vouchers/batches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts generating `count` codes for a price variant; follow it with GET .../batches/{uuid} */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** Format: uuid */
            subscriptionPriceUuid: string;
            count: number;
            /** @default true */
            isActive?: boolean;
            /** Format: date-time */
            validUntil?: string | null;
          };
        };
      };
      responses: {
        /** @description Default Response */
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['VoucherBatch'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/vouchers/batches/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A generation's progress (done of total) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['VoucherBatch'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/vouchers/batches/{uuid}/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The codes of a generation as CSV (code, plan, price variant, valid until) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': string;
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/order/vouchers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'invoiceName' | 'shippedAt';
          order?: 'asc' | 'desc';
          q?: string;
          subscriptionPriceUuid?: string;
          code?: string;
          orderUuid?: string;
          invoiceName?: string;
          invoiceCity?: string;
          invoiceStreet?: string;
          invoiceZip?: string;
          cin?: string;
          tin?: string;
          claimed?: 'true' | 'false';
          isActive?: 'true' | 'false';
          deliveryType?: 'electronic' | 'physical';
          createdAt?: string;
          shipped?: 'true' | 'false';
          paid?: 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: components['schemas']['AdminOrderVoucher'][];
              total: number;
            };
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/order/voucher/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A voucher order by the order's uuid, with its vouchers */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminOrderVoucherDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/order/voucher/{uuid}/shipped': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Marks the printed vouchers of a paid order sent (or not sent again, `shipped: false`) */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default true */
            shipped?: boolean;
          };
        };
      };
      responses: {
        /** @description Default Response */
        200: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminOrderVoucherDetail'];
          };
        };
        /** @description Default Response */
        400: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        401: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        403: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        404: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        503: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    ApiErrorInput: {
      /** @enum {string} */
      name:
        | 'badRequest'
        | 'unauthorized'
        | 'forbidden'
        | 'notFound'
        | 'payloadTooLarge'
        | 'uriTooLong'
        | 'unsupportedMediaType'
        | 'tooManyRequests'
        | 'headersTooLarge'
        | 'internalServerError'
        | 'badGateway'
        | 'serviceUnavailable'
        | 'errorFallback'
        | 'seatsAlreadyOccupied'
        | 'eventAlreadyEnded'
        | 'orderNotFound'
        | 'orderNotOwnedByUser'
        | 'articleNotFound'
        | 'benefitNotFound'
        | 'galleryNotFound'
        | 'eventNotFound'
        | 'seatingPlanNotFound'
        | 'userNotFound'
        | 'userAlreadyExists'
        | 'videoArchiveNotFound'
        | 'audioArchiveNotFound'
        | 'fileNotFound'
        | 'subscriptionNotFound'
        | 'subscriptionAlreadyExists'
        | 'subscriptionSoldOut'
        | 'subscriptionHasActiveUserSubscriptions'
        | 'subscriptionNotSellable'
        | 'subscriptionPreventedByCurrentSubscription'
        | 'featureNotFound'
        | 'authorNotFound'
        | 'emailAlreadyExists'
        | 'dgprNotAccepted'
        | 'phoneAlreadyExists'
        | 'fileDoesNotHaveAnAcceptableExtension'
        | 'uuidInUrlAndUuidInBodyAreNotSame'
        | 'contentDoesNotBelongToArticle'
        | 'contentDoesNotBelongToGallery'
        | 'contentDoesNotBelongToBenefit'
        | 'contentDoesNotBelongToEvent'
        | 'contentDoesNotBelongToVideoArchive'
        | 'contentDoesNotBelongToVideo'
        | 'contentDoesNotBelongToAudioArchive'
        | 'contentDoesNotBelongToAudio'
        | 'duplicateTransactionPrevented'
        | 'currencyNotSupported'
        | 'subscriptionDoesNotBelongToUser'
        | 'ticketOderDoesNotExistsBadRequest'
        | 'contentHasNotBeenPublishedYet'
        | 'userHasNotPermissionForContent'
        | 'couldNotCreateZip'
        | 'invoiceNotFound'
        | 'invoicesInSelectedRangeDoesNotExist'
        | 'emailNotificationBadRequest'
        | 'pushNotificationBadRequest'
        | 'preSalesLimitReached'
        | 'ticketNotFound'
        | 'ticketAlreadyExists'
        | 'ticketHasBeenAlreadyChecked'
        | 'orderPaymentStatusConflict'
        | 'countdownNotFound'
        | 'featureCannotChangeType'
        | 'subscriptionCannotChangeType'
        | 'subscriptionPriceNotFound'
        | 'voucherNotFound'
        | 'voucherCodeAlreadyClaimed'
        | 'voucherNotActive'
        | 'voucherInvalidType'
        | 'voucherDeliveryIdentityNotSet'
        | 'voucherOrderNotFound'
        | 'identityProviderUnavailable'
        | 'emailNotVerified'
        | 'termsNotAccepted'
        | 'paymentAnswerNotVerified'
        | 'featureInUse';
      message: string;
      details?: {
        [key: string]: unknown;
      };
    };
    AdminFeatureInput: {
      /** Format: uuid */
      uuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      /** @enum {string} */
      type:
        | 'voucher_generated'
        | 'voucher_from_pool'
        | 'voucher_permanent'
        | 'presale'
        | 'display'
        | 'welcome_package'
        | 'onesignal_notification_segment';
      presaleLimit: number | null;
      poolName: string | null;
      segmentName: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminSubscriptionInput: {
      /** Format: uuid */
      uuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      text: {
        cs: string;
        sk?: string;
        en?: string;
      };
      image: string | null;
      /** @enum {string} */
      type: 'permanent' | 'seasonal' | 'periodic';
      validFrom: string | null;
      validTo: string | null;
      periodCount: number | null;
      periodUnit: ('day' | 'month' | 'year') | null;
      renewing: boolean;
      featureUuids: string[];
      requiredDisplayFeatureUuids: string[];
      sellable: boolean;
      capacity: number | null;
      voucherPurchasable: boolean;
      position: number;
      prices: {
        /** Format: uuid */
        uuid: string;
        label: {
          cs: string;
          sk?: string;
          en?: string;
        };
        amountCzk: number;
        amountEur: number;
      }[];
      activeCount: number;
      createdAt: string;
      updatedAt: string;
    };
    LoggedUserInput: {
      /** Format: uuid */
      uuid: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      phone: string | null;
      birthDate: string | null;
      favoriteDriver: string | null;
      favoriteTeam: string | null;
      pushNotifications: boolean;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      roles: (
        | 'super_admin'
        | 'admin'
        | 'user'
        | 'ticket_checker'
        | 'package_dispatcher'
        | 'accountant'
        | 'article_admin'
        | 'benefit_admin'
        | 'content_admin'
        | 'countdown_admin'
        | 'event_admin'
        | 'feature_admin'
        | 'file_storage_admin'
        | 'gallery_admin'
        | 'invoice_admin'
        | 'order_admin'
        | 'order_admin_voucher_list'
        | 'order_admin_voucher_detail'
        | 'subscription_admin'
        | 'ticket_admin'
        | 'user_admin'
        | 'video_archive_admin'
        | 'audio_archive_admin'
        | 'voucher_admin'
        | 'voucher_admin_list'
        | 'voucher_admin_detail'
        | 'voucher_admin_create'
        | 'voucher_admin_update'
        | 'voucher_admin_delete'
      )[];
      resolvedRoles: ('app' | 'admin')[];
      preRegisteredSubscriptionPriceUuid: string | null;
      preRegisteredSubscriptionVoucherCode: string | null;
      seatsIoHoldToken: string | null;
      seatsIoHoldTokenExpiresAt: string | null;
      statistics: {
        [key: string]: number;
      } | null;
      activeUserSubscriptions: {
        /** Format: uuid */
        uuid: string;
        subscription: {
          /** Format: uuid */
          uuid: string;
          name: string;
          /** @enum {string} */
          type: 'permanent' | 'seasonal' | 'periodic';
        };
        /** Format: uuid */
        priceUuid: string;
        features: {
          /** Format: uuid */
          uuid: string;
          name: string;
          /** @enum {string} */
          type:
            | 'voucher_generated'
            | 'voucher_from_pool'
            | 'voucher_permanent'
            | 'presale'
            | 'display'
            | 'welcome_package'
            | 'onesignal_notification_segment';
        }[];
        validFrom: string;
        validTo: string | null;
        renewing: boolean;
        /** @enum {string} */
        status: 'active' | 'cancelled' | 'ended';
      }[];
    };
    OrderInput: {
      /** Format: uuid */
      uuid: string;
      orderHash: string;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      lines: {
        /** Format: uuid */
        uuid: string;
        kind: string;
        /** Format: uuid */
        refUuid: string;
        label: string;
        quantity: number;
        unitAmount: number;
        amount: number;
      }[];
      expiresAt: string;
      payment:
        ('paid' | 'declined' | 'cancelled' | 'threeDSecureFailed' | 'technicalError' | 'waiting') | null;
      createdAt: string;
    };
    AdminOrderInput: {
      /** Format: uuid */
      uuid: string;
      userUuid: string | null;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      flaggedForStaff: boolean;
      flagReason: string | null;
      expiresAt: string;
      createdAt: string;
      updatedAt: string;
    };
    AdminOrderDetailInput: {
      /** Format: uuid */
      uuid: string;
      userUuid: string | null;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      flaggedForStaff: boolean;
      flagReason: string | null;
      expiresAt: string;
      createdAt: string;
      updatedAt: string;
      lines: {
        /** Format: uuid */
        uuid: string;
        kind: string;
        /** Format: uuid */
        refUuid: string;
        label: string;
        quantity: number;
        unitAmount: number;
        amount: number;
      }[];
      attempts: {
        /** Format: uuid */
        uuid: string;
        orderNumber: string;
        /** @enum {string} */
        kind: 'card' | 'recurring';
        amount: number;
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        /** @enum {string} */
        status: 'created' | 'paid' | 'declined' | 'cancelled' | 'failed' | 'unknown';
        prCode: number | null;
        srCode: number | null;
        resultText: string | null;
        recurringMaster: boolean;
        gatewayAnswer: {
          [key: string]: unknown;
        } | null;
        createdAt: string;
        completedAt: string | null;
      }[];
      history: {
        from: ('pending' | 'accepted' | 'rejected' | 'admin_granted') | null;
        /** @enum {string} */
        to: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
        /** @enum {string} */
        actorKind: 'user' | 'staff' | 'gateway' | 'sweeper';
        actorUuid: string | null;
        reason: string | null;
        at: string;
      }[];
    };
    AdminArticleInput: {
      /** Format: uuid */
      uuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      perex: {
        cs: string;
        sk?: string;
        en?: string;
      };
      body: {
        cs: string;
        sk?: string;
        en?: string;
      };
      image: string | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    VoucherInvoiceInput: {
      invoiceName: string;
      invoiceStreet: string;
      invoiceCity: string;
      invoiceZip: string;
      cin: string;
      tin?: string;
    };
    AdminVoucherInput: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionUuid: string | null;
      subscriptionName: string | null;
      priceLabel: string | null;
      orderUuid: string | null;
      batchUuid: string | null;
      claimed: boolean;
      claimedByUserUuid: string | null;
      claimedAt: string | null;
      isActive: boolean;
      validUntil: string | null;
      deliveryType: ('electronic' | 'physical') | null;
      /** @enum {string} */
      createdBy: 'staff' | 'order';
      createdByUserUuid: string | null;
      createdAt: string;
      updatedAt: string;
    };
    VoucherBatchInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      /** @enum {string} */
      status: 'running' | 'done' | 'failed';
      done: number;
      total: number;
      createdByUserUuid: string | null;
      createdAt: string;
      finishedAt: string | null;
    };
    AdminOrderVoucherInput: {
      /** Format: uuid */
      uuid: string;
      paidAt: string | null;
      email: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionName: string | null;
      quantity: number;
      /** @enum {string} */
      deliveryType: 'electronic' | 'physical';
      deliveryAddress: {
        name: string;
        street: string;
        city: string;
        zip: string;
        /** @enum {string} */
        country: 'CZ' | 'SK';
      } | null;
      invoiceName: string | null;
      invoiceStreet: string | null;
      invoiceCity: string | null;
      invoiceZip: string | null;
      cin: string | null;
      tin: string | null;
      /** @enum {string} */
      dispatchStatus: 'notRequired' | 'waiting' | 'shipped';
      shippedAt: string | null;
      shippedByUserUuid: string | null;
      codes: string[];
      createdAt: string;
    };
    AdminOrderVoucherDetailInput: {
      /** Format: uuid */
      uuid: string;
      paidAt: string | null;
      email: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionName: string | null;
      quantity: number;
      /** @enum {string} */
      deliveryType: 'electronic' | 'physical';
      deliveryAddress: {
        name: string;
        street: string;
        city: string;
        zip: string;
        /** @enum {string} */
        country: 'CZ' | 'SK';
      } | null;
      invoiceName: string | null;
      invoiceStreet: string | null;
      invoiceCity: string | null;
      invoiceZip: string | null;
      cin: string | null;
      tin: string | null;
      /** @enum {string} */
      dispatchStatus: 'notRequired' | 'waiting' | 'shipped';
      shippedAt: string | null;
      shippedByUserUuid: string | null;
      codes: string[];
      createdAt: string;
      vouchers: components['schemas']['AdminVoucherInput'][];
    };
    ApiError: {
      /** @enum {string} */
      name:
        | 'badRequest'
        | 'unauthorized'
        | 'forbidden'
        | 'notFound'
        | 'payloadTooLarge'
        | 'uriTooLong'
        | 'unsupportedMediaType'
        | 'tooManyRequests'
        | 'headersTooLarge'
        | 'internalServerError'
        | 'badGateway'
        | 'serviceUnavailable'
        | 'errorFallback'
        | 'seatsAlreadyOccupied'
        | 'eventAlreadyEnded'
        | 'orderNotFound'
        | 'orderNotOwnedByUser'
        | 'articleNotFound'
        | 'benefitNotFound'
        | 'galleryNotFound'
        | 'eventNotFound'
        | 'seatingPlanNotFound'
        | 'userNotFound'
        | 'userAlreadyExists'
        | 'videoArchiveNotFound'
        | 'audioArchiveNotFound'
        | 'fileNotFound'
        | 'subscriptionNotFound'
        | 'subscriptionAlreadyExists'
        | 'subscriptionSoldOut'
        | 'subscriptionHasActiveUserSubscriptions'
        | 'subscriptionNotSellable'
        | 'subscriptionPreventedByCurrentSubscription'
        | 'featureNotFound'
        | 'authorNotFound'
        | 'emailAlreadyExists'
        | 'dgprNotAccepted'
        | 'phoneAlreadyExists'
        | 'fileDoesNotHaveAnAcceptableExtension'
        | 'uuidInUrlAndUuidInBodyAreNotSame'
        | 'contentDoesNotBelongToArticle'
        | 'contentDoesNotBelongToGallery'
        | 'contentDoesNotBelongToBenefit'
        | 'contentDoesNotBelongToEvent'
        | 'contentDoesNotBelongToVideoArchive'
        | 'contentDoesNotBelongToVideo'
        | 'contentDoesNotBelongToAudioArchive'
        | 'contentDoesNotBelongToAudio'
        | 'duplicateTransactionPrevented'
        | 'currencyNotSupported'
        | 'subscriptionDoesNotBelongToUser'
        | 'ticketOderDoesNotExistsBadRequest'
        | 'contentHasNotBeenPublishedYet'
        | 'userHasNotPermissionForContent'
        | 'couldNotCreateZip'
        | 'invoiceNotFound'
        | 'invoicesInSelectedRangeDoesNotExist'
        | 'emailNotificationBadRequest'
        | 'pushNotificationBadRequest'
        | 'preSalesLimitReached'
        | 'ticketNotFound'
        | 'ticketAlreadyExists'
        | 'ticketHasBeenAlreadyChecked'
        | 'orderPaymentStatusConflict'
        | 'countdownNotFound'
        | 'featureCannotChangeType'
        | 'subscriptionCannotChangeType'
        | 'subscriptionPriceNotFound'
        | 'voucherNotFound'
        | 'voucherCodeAlreadyClaimed'
        | 'voucherNotActive'
        | 'voucherInvalidType'
        | 'voucherDeliveryIdentityNotSet'
        | 'voucherOrderNotFound'
        | 'identityProviderUnavailable'
        | 'emailNotVerified'
        | 'termsNotAccepted'
        | 'paymentAnswerNotVerified'
        | 'featureInUse';
      message: string;
      details?: {
        [key: string]: unknown;
      };
    };
    AdminFeature: {
      /** Format: uuid */
      uuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      /** @enum {string} */
      type:
        | 'voucher_generated'
        | 'voucher_from_pool'
        | 'voucher_permanent'
        | 'presale'
        | 'display'
        | 'welcome_package'
        | 'onesignal_notification_segment';
      presaleLimit: number | null;
      poolName: string | null;
      segmentName: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminSubscription: {
      /** Format: uuid */
      uuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      text: {
        cs: string;
        sk?: string;
        en?: string;
      };
      image: string | null;
      /** @enum {string} */
      type: 'permanent' | 'seasonal' | 'periodic';
      validFrom: string | null;
      validTo: string | null;
      periodCount: number | null;
      periodUnit: ('day' | 'month' | 'year') | null;
      renewing: boolean;
      featureUuids: string[];
      requiredDisplayFeatureUuids: string[];
      sellable: boolean;
      capacity: number | null;
      voucherPurchasable: boolean;
      position: number;
      prices: {
        /** Format: uuid */
        uuid: string;
        label: {
          cs: string;
          sk?: string;
          en?: string;
        };
        amountCzk: number;
        amountEur: number;
      }[];
      activeCount: number;
      createdAt: string;
      updatedAt: string;
    };
    LoggedUser: {
      /** Format: uuid */
      uuid: string;
      email: string;
      firstName: string | null;
      lastName: string | null;
      phone: string | null;
      birthDate: string | null;
      favoriteDriver: string | null;
      favoriteTeam: string | null;
      pushNotifications: boolean;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      roles: (
        | 'super_admin'
        | 'admin'
        | 'user'
        | 'ticket_checker'
        | 'package_dispatcher'
        | 'accountant'
        | 'article_admin'
        | 'benefit_admin'
        | 'content_admin'
        | 'countdown_admin'
        | 'event_admin'
        | 'feature_admin'
        | 'file_storage_admin'
        | 'gallery_admin'
        | 'invoice_admin'
        | 'order_admin'
        | 'order_admin_voucher_list'
        | 'order_admin_voucher_detail'
        | 'subscription_admin'
        | 'ticket_admin'
        | 'user_admin'
        | 'video_archive_admin'
        | 'audio_archive_admin'
        | 'voucher_admin'
        | 'voucher_admin_list'
        | 'voucher_admin_detail'
        | 'voucher_admin_create'
        | 'voucher_admin_update'
        | 'voucher_admin_delete'
      )[];
      resolvedRoles: ('app' | 'admin')[];
      preRegisteredSubscriptionPriceUuid: string | null;
      preRegisteredSubscriptionVoucherCode: string | null;
      seatsIoHoldToken: string | null;
      seatsIoHoldTokenExpiresAt: string | null;
      statistics: {
        [key: string]: number;
      } | null;
      activeUserSubscriptions: {
        /** Format: uuid */
        uuid: string;
        subscription: {
          /** Format: uuid */
          uuid: string;
          name: string;
          /** @enum {string} */
          type: 'permanent' | 'seasonal' | 'periodic';
        };
        /** Format: uuid */
        priceUuid: string;
        features: {
          /** Format: uuid */
          uuid: string;
          name: string;
          /** @enum {string} */
          type:
            | 'voucher_generated'
            | 'voucher_from_pool'
            | 'voucher_permanent'
            | 'presale'
            | 'display'
            | 'welcome_package'
            | 'onesignal_notification_segment';
        }[];
        validFrom: string;
        validTo: string | null;
        renewing: boolean;
        /** @enum {string} */
        status: 'active' | 'cancelled' | 'ended';
      }[];
    };
    Order: {
      /** Format: uuid */
      uuid: string;
      orderHash: string;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      lines: {
        /** Format: uuid */
        uuid: string;
        kind: string;
        /** Format: uuid */
        refUuid: string;
        label: string;
        quantity: number;
        unitAmount: number;
        amount: number;
      }[];
      expiresAt: string;
      payment:
        ('paid' | 'declined' | 'cancelled' | 'threeDSecureFailed' | 'technicalError' | 'waiting') | null;
      createdAt: string;
    };
    AdminOrder: {
      /** Format: uuid */
      uuid: string;
      userUuid: string | null;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      flaggedForStaff: boolean;
      flagReason: string | null;
      expiresAt: string;
      createdAt: string;
      updatedAt: string;
    };
    AdminOrderDetail: {
      /** Format: uuid */
      uuid: string;
      userUuid: string | null;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      email: string | null;
      flaggedForStaff: boolean;
      flagReason: string | null;
      expiresAt: string;
      createdAt: string;
      updatedAt: string;
      lines: {
        /** Format: uuid */
        uuid: string;
        kind: string;
        /** Format: uuid */
        refUuid: string;
        label: string;
        quantity: number;
        unitAmount: number;
        amount: number;
      }[];
      attempts: {
        /** Format: uuid */
        uuid: string;
        orderNumber: string;
        /** @enum {string} */
        kind: 'card' | 'recurring';
        amount: number;
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        /** @enum {string} */
        status: 'created' | 'paid' | 'declined' | 'cancelled' | 'failed' | 'unknown';
        prCode: number | null;
        srCode: number | null;
        resultText: string | null;
        recurringMaster: boolean;
        gatewayAnswer: {
          [key: string]: unknown;
        } | null;
        createdAt: string;
        completedAt: string | null;
      }[];
      history: {
        from: ('pending' | 'accepted' | 'rejected' | 'admin_granted') | null;
        /** @enum {string} */
        to: 'pending' | 'accepted' | 'rejected' | 'admin_granted';
        /** @enum {string} */
        actorKind: 'user' | 'staff' | 'gateway' | 'sweeper';
        actorUuid: string | null;
        reason: string | null;
        at: string;
      }[];
    };
    AdminArticle: {
      /** Format: uuid */
      uuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      perex: {
        cs: string;
        sk?: string;
        en?: string;
      };
      body: {
        cs: string;
        sk?: string;
        en?: string;
      };
      image: string | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    VoucherInvoice: {
      invoiceName: string;
      invoiceStreet: string;
      invoiceCity: string;
      invoiceZip: string;
      cin: unknown;
      tin?: string;
    };
    AdminVoucher: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionUuid: string | null;
      subscriptionName: string | null;
      priceLabel: string | null;
      orderUuid: string | null;
      batchUuid: string | null;
      claimed: boolean;
      claimedByUserUuid: string | null;
      claimedAt: string | null;
      isActive: boolean;
      validUntil: string | null;
      deliveryType: ('electronic' | 'physical') | null;
      /** @enum {string} */
      createdBy: 'staff' | 'order';
      createdByUserUuid: string | null;
      createdAt: string;
      updatedAt: string;
    };
    VoucherBatch: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      /** @enum {string} */
      status: 'running' | 'done' | 'failed';
      done: number;
      total: number;
      createdByUserUuid: string | null;
      createdAt: string;
      finishedAt: string | null;
    };
    AdminOrderVoucher: {
      /** Format: uuid */
      uuid: string;
      paidAt: string | null;
      email: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionName: string | null;
      quantity: number;
      /** @enum {string} */
      deliveryType: 'electronic' | 'physical';
      deliveryAddress: {
        name: string;
        street: string;
        city: string;
        zip: string;
        /** @enum {string} */
        country: 'CZ' | 'SK';
      } | null;
      invoiceName: string | null;
      invoiceStreet: string | null;
      invoiceCity: string | null;
      invoiceZip: string | null;
      cin: string | null;
      tin: string | null;
      /** @enum {string} */
      dispatchStatus: 'notRequired' | 'waiting' | 'shipped';
      shippedAt: string | null;
      shippedByUserUuid: string | null;
      codes: string[];
      createdAt: string;
    };
    AdminOrderVoucherDetail: {
      /** Format: uuid */
      uuid: string;
      paidAt: string | null;
      email: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      total: number;
      /** Format: uuid */
      subscriptionPriceUuid: string;
      subscriptionName: string | null;
      quantity: number;
      /** @enum {string} */
      deliveryType: 'electronic' | 'physical';
      deliveryAddress: {
        name: string;
        street: string;
        city: string;
        zip: string;
        /** @enum {string} */
        country: 'CZ' | 'SK';
      } | null;
      invoiceName: string | null;
      invoiceStreet: string | null;
      invoiceCity: string | null;
      invoiceZip: string | null;
      cin: string | null;
      tin: string | null;
      /** @enum {string} */
      dispatchStatus: 'notRequired' | 'waiting' | 'shipped';
      shippedAt: string | null;
      shippedByUserUuid: string | null;
      codes: string[];
      createdAt: string;
      vouchers: components['schemas']['AdminVoucher'][];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
