// Generated from the server's OpenAPI document by `npm run generate:api`; do not edit.
// A server test fails when this file no longer matches the routes.
export interface paths {
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
            /** Format: uuid */
            image?: string | null;
            /** Format: uuid */
            authorUuid?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** @default false */
            sendNotifications?: boolean;
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
            /** Format: uuid */
            image?: string | null;
            /** Format: uuid */
            authorUuid?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** @default false */
            sendNotifications?: boolean;
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
  '/admin/audio-archives': {
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
          published?: 'true' | 'false';
          membersOnly?: 'true' | 'false';
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
              data: components['schemas']['AdminAudioArchive'][];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            audios?: {
              /** Format: uuid */
              uuid?: string;
              title: {
                cs: string;
                sk?: string;
                en?: string;
              };
              /** Format: uuid */
              file: string;
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
            'application/json': components['schemas']['AdminAudioArchive'];
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
  '/admin/audio-archives/{uuid}': {
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
            'application/json': components['schemas']['AdminAudioArchive'];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            audios?: {
              /** Format: uuid */
              uuid?: string;
              title: {
                cs: string;
                sk?: string;
                en?: string;
              };
              /** Format: uuid */
              file: string;
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
            'application/json': components['schemas']['AdminAudioArchive'];
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
            'application/json': components['schemas']['AdminAudioArchive'];
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
  '/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What staff changed, newest first by default; filters by person, resource and days */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'actorEmail' | 'resource';
          order?: 'asc' | 'desc';
          q?: string;
          actorUuid?: string;
          actorEmail?: string;
          resource?:
            | 'articles'
            | 'audio-archives'
            | 'video-archives'
            | 'benefits'
            | 'countdowns'
            | 'events'
            | 'features'
            | 'galleries'
            | 'subscriptions'
            | 'users'
            | 'vouchers'
            | 'order-vouchers'
            | 'orders'
            | 'tickets'
            | 'invoices'
            | 'files'
            | 'contact-messages'
            | 'media-accreditations'
            | 'push-notifications'
            | 'content'
            | 'audit-log'
            | 'refunds'
            | 'event-cancellations'
            | 'refund-requests'
            | 'season-tickets';
          recordId?: string;
          from?: string;
          to?: string;
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
              data: components['schemas']['AdminAuditEntry'][];
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
  '/admin/audit-log/{uuid}': {
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
            'application/json': components['schemas']['AdminAuditEntry'];
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
  '/admin/benefits': {
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
          published?: 'true' | 'false';
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
              data: components['schemas']['AdminBenefit'][];
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
            /** Format: uuid */
            image?: string | null;
            link?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
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
            'application/json': components['schemas']['AdminBenefit'];
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
  '/admin/benefits/{uuid}': {
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
            'application/json': components['schemas']['AdminBenefit'];
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
            /** Format: uuid */
            image?: string | null;
            link?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
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
            'application/json': components['schemas']['AdminBenefit'];
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
            'application/json': components['schemas']['AdminBenefit'];
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
  '/admin/contact-messages': {
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
          sort?: 'createdAt' | 'name' | 'subject';
          order?: 'asc' | 'desc';
          q?: string;
          handled?: 'true' | 'false';
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
              data: components['schemas']['AdminContactMessage'][];
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
  '/admin/contact-messages/{uuid}': {
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
            'application/json': components['schemas']['AdminContactMessage'];
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
            handled: boolean;
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
            'application/json': components['schemas']['AdminContactMessage'];
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
            'application/json': components['schemas']['AdminContactMessage'];
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
  '/admin/content': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Content management: every content type the caller may list, in one list */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'updatedAt' | 'createdAt' | 'publishedAt' | 'title' | 'type';
          order?: 'asc' | 'desc';
          q?: string;
          type?: string;
          status?: 'draft' | 'scheduled' | 'published';
          authorUuid?: string;
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
              data: components['schemas']['ContentOverviewItem'][];
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
  '/admin/content/authors': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Staff who may write articles (the author picker) */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'name';
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
              data: components['schemas']['ContentAuthor'][];
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
  '/admin/content/authors/{uuid}': {
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
            'application/json': components['schemas']['ContentAuthor'];
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
  '/admin/countdowns': {
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
          sort?: 'createdAt' | 'updatedAt' | 'targetAt' | 'title';
          order?: 'asc' | 'desc';
          q?: string;
          upcoming?: 'true' | 'false';
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
              data: components['schemas']['AdminCountdown'][];
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
            /** Format: date-time */
            targetAt: string;
            /** Format: uuid */
            image?: string | null;
            link?: string | null;
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
            'application/json': components['schemas']['AdminCountdown'];
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
  '/admin/countdowns/{uuid}': {
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
            'application/json': components['schemas']['AdminCountdown'];
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
            /** Format: date-time */
            targetAt: string;
            /** Format: uuid */
            image?: string | null;
            link?: string | null;
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
            'application/json': components['schemas']['AdminCountdown'];
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
            'application/json': components['schemas']['AdminCountdown'];
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
  '/admin/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The back office's home: sales, upcoming events, memberships, orders to resolve, latest content */
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
            'application/json': components['schemas']['AdminDashboard'];
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
  '/admin/events': {
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
          sort?: 'name' | 'startsAt' | 'createdAt' | 'updatedAt';
          order?: 'asc' | 'desc';
          q?: string;
          period?: 'upcoming' | 'past';
          published?: 'true' | 'false';
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
              data: components['schemas']['AdminEvent'][];
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
            /** Format: uuid */
            image?: string | null;
            venue: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** Format: date-time */
            saleFrom: string;
            /** Format: date-time */
            saleTo: string;
            /** Format: date-time */
            presaleFrom?: string | null;
            /** Format: date-time */
            presaleTo?: string | null;
            /** @default false */
            published?: boolean;
            categories: {
              key: string;
              name: {
                cs: string;
                sk?: string;
                en?: string;
              };
              color: string;
              priceCzk: number;
              priceEur: number;
              capacity?: number | null;
            }[];
            seatingPlan?: {
              stage: {
                x: number;
                y: number;
                width: number;
                height: number;
              };
              sections: {
                key: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                rows: {
                  label: string;
                  seats: {
                    id?: string;
                    label: string;
                    x: number;
                    y: number;
                    category: string;
                    /** @default false */
                    wheelchair?: boolean;
                    /** @default false */
                    companion?: boolean;
                    /** @default false */
                    blocked?: boolean;
                  }[];
                }[];
              }[];
            } | null;
            seatsioEventKey?: string | null;
            /** Format: date-time */
            refundRequestsUntil?: string | null;
            transfersAllowed?: boolean;
            /** Format: date-time */
            transfersUntil?: string | null;
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
            'application/json': components['schemas']['AdminEvent'];
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
  '/admin/events/{uuid}': {
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
            'application/json': components['schemas']['AdminEvent'];
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
    /** Changes an event; a plan or categories that would drop seats held or booked answer seatsAlreadyOccupied */
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
            /** Format: uuid */
            image?: string | null;
            venue: string;
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** Format: date-time */
            saleFrom: string;
            /** Format: date-time */
            saleTo: string;
            /** Format: date-time */
            presaleFrom?: string | null;
            /** Format: date-time */
            presaleTo?: string | null;
            /** @default false */
            published?: boolean;
            categories: {
              key: string;
              name: {
                cs: string;
                sk?: string;
                en?: string;
              };
              color: string;
              priceCzk: number;
              priceEur: number;
              capacity?: number | null;
            }[];
            seatingPlan?: {
              stage: {
                x: number;
                y: number;
                width: number;
                height: number;
              };
              sections: {
                key: string;
                name: {
                  cs: string;
                  sk?: string;
                  en?: string;
                };
                rows: {
                  label: string;
                  seats: {
                    id?: string;
                    label: string;
                    x: number;
                    y: number;
                    category: string;
                    /** @default false */
                    wheelchair?: boolean;
                    /** @default false */
                    companion?: boolean;
                    /** @default false */
                    blocked?: boolean;
                  }[];
                }[];
              }[];
            } | null;
            seatsioEventKey?: string | null;
            /** Format: date-time */
            refundRequestsUntil?: string | null;
            transfersAllowed?: boolean;
            /** Format: date-time */
            transfersUntil?: string | null;
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
            'application/json': components['schemas']['AdminEvent'];
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
    /** Deletes an event with no seat held or booked (else seatsAlreadyOccupied) */
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
            'application/json': components['schemas']['AdminEvent'];
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
  '/admin/events/{uuid}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancels the event: sales stop at once, buyers are told by e-mail and (refund: true) a job refunds every paid order of it */
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
            reason: string;
            /** @default true */
            refund?: boolean;
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
            'application/json': components['schemas']['EventCancellation'];
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
  '/admin/events/{uuid}/cancellation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The cancellation's job: progress (done, failed, total) and the orders it could not refund */
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
            'application/json': components['schemas']['EventCancellation'];
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
  '/admin/events/{uuid}/cancellation/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Tries the job's failed orders again */
    post: {
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
        202: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['EventCancellation'];
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
  '/admin/events/{uuid}/seating-plan': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event's seating plan (seatingPlanNotFound for general admission) */
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
            'application/json': components['schemas']['SeatingPlan'];
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
    /** Replaces the event's seating plan (the event becomes seated) */
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
            stage: {
              x: number;
              y: number;
              width: number;
              height: number;
            };
            sections: {
              key: string;
              name: {
                cs: string;
                sk?: string;
                en?: string;
              };
              rows: {
                label: string;
                seats: {
                  id?: string;
                  label: string;
                  x: number;
                  y: number;
                  category: string;
                  /** @default false */
                  wheelchair?: boolean;
                  /** @default false */
                  companion?: boolean;
                  /** @default false */
                  blocked?: boolean;
                }[];
              }[];
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
            'application/json': components['schemas']['SeatingPlan'];
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
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/events/{uuid}/seating-plan/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Copies the event's seating plan (and the categories its seats use) to another event; answers the target's plan */
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
            /** Format: uuid */
            targetEventUuid: string;
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
            'application/json': components['schemas']['SeatingPlan'];
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
  '/admin/events/{uuid}/waiting-room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The room's settings and live counts (`enabled: false` when the event has none) */
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
            'application/json': components['schemas']['AdminWaitingRoom'];
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
    /** Switches the room on or off and sets its times, rate, pass length, pause and close */
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
            enabled: boolean;
            /** Format: date-time */
            opensAt: string;
            /** Format: date-time */
            saleStartsAt: string;
            rate: number | null;
            /** @default 10 */
            passMinutes?: number;
            /** @default false */
            paused?: boolean;
            /** @default false */
            closed?: boolean;
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
            'application/json': components['schemas']['AdminWaitingRoom'];
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
  '/admin/events/{uuid}/waiting-room/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Only the live counts, for a screen that refreshes them every few seconds */
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
            'application/json': components['schemas']['WaitingRoomStats'];
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
  '/admin/events/{uuid}/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event's list settings and counts */
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
            'application/json': components['schemas']['AdminWaitlist'];
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
    /** Switches the list on or off, closes it, sets the most places a person and how long offers last */
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
            enabled: boolean;
            /** @default false */
            closed?: boolean;
            /** @default 4 */
            maxQuantity?: number;
            /** @default 24 */
            offerHours?: number;
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
            'application/json': components['schemas']['AdminWaitlist'];
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
  '/admin/events/{uuid}/waitlist/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Closes the list: nobody may join, those waiting are told `closed`; offers made stay valid */
    post: {
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
            'application/json': components['schemas']['AdminWaitlist'];
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
  '/admin/events/{uuid}/waitlist/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people in the list in order of joining, with their positions, statuses and offers */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'joinedAt';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
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
            'application/json': {
              data: components['schemas']['AdminWaitlistEntry'][];
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
  '/admin/events/{uuid}/waitlist/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offers places to one person now, out of turn (409 waitlistNoPlaces when not enough places are free, 409 waitlistEntryNotWaiting when the person is not waiting) */
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
            /** Format: uuid */
            entryUuid: string;
            quantity?: number;
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
            'application/json': components['schemas']['WaitlistOffer'];
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
  '/admin/files': {
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
          sort?: 'createdAt' | 'originalName' | 'size';
          order?: 'asc' | 'desc';
          q?: string;
          kind?: 'image' | 'audio' | 'pdf';
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
              data: components['schemas']['AdminFile'][];
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
    /** Upload a file (multipart/form-data, field `file`) */
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
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['AdminFile'];
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
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
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
  '/admin/files/{uuid}': {
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
            'application/json': components['schemas']['AdminFile'];
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
            'application/json': components['schemas']['AdminFile'];
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
  '/admin/galleries': {
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
          published?: 'true' | 'false';
          membersOnly?: 'true' | 'false';
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
              data: components['schemas']['AdminGallery'][];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            images?: {
              /** Format: uuid */
              uuid?: string;
              /** Format: uuid */
              file: string;
              /** @default {} */
              caption?: {
                cs?: string;
                sk?: string;
                en?: string;
              };
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
            'application/json': components['schemas']['AdminGallery'];
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
  '/admin/galleries/{uuid}': {
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
            'application/json': components['schemas']['AdminGallery'];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            images?: {
              /** Format: uuid */
              uuid?: string;
              /** Format: uuid */
              file: string;
              /** @default {} */
              caption?: {
                cs?: string;
                sk?: string;
                en?: string;
              };
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
            'application/json': components['schemas']['AdminGallery'];
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
            'application/json': components['schemas']['AdminGallery'];
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
  '/admin/invoices': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The invoices and the credit notes that correct them (kind), newest first by default */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'issuedOn' | 'number' | 'total' | 'createdAt';
          order?: 'asc' | 'desc';
          q?: string;
          number?: string;
          from?: string;
          to?: string;
          buyer?: string;
          currency?: 'CZK' | 'EUR';
          orderUuid?: string;
          kind?: 'invoice' | 'creditNote';
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
              data: components['schemas']['InvoiceDocument'][];
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
  '/admin/invoices/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Starts a ZIP of the PDFs of every invoice and credit note issued in the period; follow it with GET .../export/{uuid} */
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
            /** Format: date */
            from: string;
            /** Format: date */
            to: string;
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
            'application/json': components['schemas']['InvoiceExport'];
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
  '/admin/invoices/export/{uuid}': {
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
            'application/json': components['schemas']['InvoiceExport'];
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
  '/admin/invoices/export/{uuid}/zip': {
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
        500: {
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
  '/admin/invoices/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice or a credit note */
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
            'application/json': components['schemas']['InvoiceDocument'];
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
  '/admin/invoices/{uuid}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An invoice's or a credit note's PDF */
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
  '/admin/media-accreditations': {
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
          sort?: 'createdAt' | 'name' | 'medium' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'pending' | 'approved' | 'rejected';
          event?: string;
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
              data: components['schemas']['AdminMediaAccreditation'][];
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
  '/admin/media-accreditations/{uuid}': {
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
            'application/json': components['schemas']['AdminMediaAccreditation'];
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
            /** @enum {string} */
            status: 'pending' | 'approved' | 'rejected';
            /** @default  */
            reviewNote?: string;
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
            'application/json': components['schemas']['AdminMediaAccreditation'];
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
            'application/json': components['schemas']['AdminMediaAccreditation'];
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
  '/admin/media-accreditations/{uuid}/attachment': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The attached press card (the file itself) */
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
  '/admin/order/generate/free-ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** One ticket without an order (general admission of a category) */
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
            eventUuid: string;
            category: string;
            holderName?: string;
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
            'application/json': components['schemas']['Ticket'];
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
  '/admin/order/generate/order-from-invoice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Makes the order, delivers its lines, accepts it as paid by bank transfer and issues its invoice */
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
            userEmail: string;
            /**
             * @default cs
             * @enum {string}
             */
            language?: 'cs' | 'sk' | 'en';
            /** @enum {string} */
            currency: 'CZK' | 'EUR';
            lines: {
              kind: string;
              /** Format: uuid */
              refUuid: string;
              /** @default 1 */
              quantity?: number;
              option?: string;
            }[];
            billTo?: components['schemas']['VoucherInvoiceInput'];
            variableSymbol?: string;
            /** Format: date */
            paidOn: string;
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
            'application/json': {
              order: components['schemas']['AdminOrderDetail'];
              invoice: components['schemas']['Invoice'];
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
  '/admin/order/generate/order-from-invoice-draft': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** What the order and its invoice will say; nothing is stored */
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
            userEmail: string;
            /**
             * @default cs
             * @enum {string}
             */
            language?: 'cs' | 'sk' | 'en';
            /** @enum {string} */
            currency: 'CZK' | 'EUR';
            lines: {
              kind: string;
              /** Format: uuid */
              refUuid: string;
              /** @default 1 */
              quantity?: number;
              option?: string;
            }[];
            billTo?: components['schemas']['VoucherInvoiceInput'];
            variableSymbol?: string;
            /** Format: date */
            paidOn: string;
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
            'application/json': components['schemas']['OrderFromInvoiceDraft'];
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
  '/admin/order/generate/ticket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Issues the missing tickets of a paid order's ticket lines */
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
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Ticket'][];
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
  '/admin/order/generate/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A free ticket for each name of the list */
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
            eventUuid: string;
            category: string;
            names: string[];
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
            'application/json': components['schemas']['Ticket'][];
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
  '/admin/orders/{uuid}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refunds the whole order, some of its lines or an amount; the same body uuid again answers the same refund (200) */
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
            /** Format: uuid */
            uuid?: string;
            lines?: string[];
            amount?: number;
            reason: string;
            /**
             * @default now
             * @enum {string}
             */
            membershipEnd?: 'now' | 'periodEnd';
            /** @default false */
            allowUsedTickets?: boolean;
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
            'application/json': components['schemas']['Refund'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Refund'];
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
  '/admin/push-notifications': {
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
          sort?: 'createdAt' | 'sendAt' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'pending' | 'sent' | 'kept' | 'failed';
          segment?: string;
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
              data: components['schemas']['AdminPushNotification'][];
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
  '/admin/push-notifications/{uuid}': {
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
            'application/json': components['schemas']['AdminPushNotification'];
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
  '/admin/refund-requests': {
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
          sort?: 'createdAt' | 'decidedAt' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'requested' | 'approved' | 'rejected';
          eventUuid?: string;
          orderUuid?: string;
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
              data: components['schemas']['RefundRequest'][];
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
  '/admin/refund-requests/{uuid}': {
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
            'application/json': components['schemas']['RefundRequest'];
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
  '/admin/refund-requests/{uuid}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refunds the order's ticket lines of the event (a refund of the sales) and marks the request approved */
    post: {
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
            'application/json': components['schemas']['RefundRequest'];
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
  '/admin/refund-requests/{uuid}/reject': {
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
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            reason?: string;
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
            'application/json': components['schemas']['RefundRequest'];
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
  '/admin/refunds': {
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
          sort?: 'createdAt' | 'settledAt' | 'amount' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          orderUuid?: string;
          eventUuid?: string;
          status?: 'pending' | 'refunded' | 'failed';
          from?: string;
          to?: string;
          eventCancellationUuid?: string;
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
              data: components['schemas']['Refund'][];
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
  '/admin/refunds/export-csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The refunds as CSV, with the list's filters */
    get: {
      parameters: {
        query?: {
          sort?: 'createdAt' | 'settledAt' | 'amount' | 'status';
          order?: 'asc' | 'desc';
          q?: string;
          orderUuid?: string;
          eventUuid?: string;
          status?: 'pending' | 'refunded' | 'failed';
          from?: string;
          to?: string;
          eventCancellationUuid?: string;
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
  '/admin/refunds/{uuid}': {
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
            'application/json': components['schemas']['Refund'];
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
  '/admin/season-tickets': {
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
          sort?: 'createdAt';
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
              data: components['schemas']['AdminSeasonTicket'][];
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
    /** Defines a season ticket; one that renews last season keeps its holders’ seats for them until `priorityUntil` */
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
            subscriptionUuid: string;
            eventUuids: string[];
            sections: string[];
            /**
             * Format: uuid
             * @default null
             */
            renewsSeasonTicketUuid?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            priorityUntil?: string | null;
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
            'application/json': components['schemas']['AdminSeasonTicket'];
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
  '/admin/season-tickets/{uuid}': {
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
            'application/json': components['schemas']['AdminSeasonTicket'];
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
            subscriptionUuid: string;
            eventUuids: string[];
            sections: string[];
            /**
             * Format: uuid
             * @default null
             */
            renewsSeasonTicketUuid?: string | null;
            /**
             * Format: date-time
             * @default null
             */
            priorityUntil?: string | null;
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
            'application/json': components['schemas']['AdminSeasonTicket'];
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
    /** Deletes a season ticket nobody bought a seat of (409 seasonTicketHasSeats otherwise) */
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
            'application/json': components['schemas']['AdminSeasonTicket'];
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
  '/admin/season-tickets/{uuid}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The seats sold, with their holders, and those kept for renewal */
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
              data: components['schemas']['AdminSeasonSeat'][];
              keptForRenewal: {
                seatId: string;
                section: string;
                sectionName: string;
                row: string;
                label: string;
                /** Format: uuid */
                userUuid: string;
                until: string;
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
    put?: never;
    post?: never;
    delete?: never;
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
  '/admin/subscriptions/{uuid}/waiting-room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The room's settings and live counts (`enabled: false` when the membership has none) */
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
            'application/json': components['schemas']['AdminWaitingRoom'];
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
    /** Switches the room on (a membership with a limited capacity only) or off and sets its times, rate, pass length, pause and close */
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
            enabled: boolean;
            /** Format: date-time */
            opensAt: string;
            /** Format: date-time */
            saleStartsAt: string;
            rate: number | null;
            /** @default 10 */
            passMinutes?: number;
            /** @default false */
            paused?: boolean;
            /** @default false */
            closed?: boolean;
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
            'application/json': components['schemas']['AdminWaitingRoom'];
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
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/admin/subscriptions/{uuid}/waiting-room/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Only the live counts, for a screen that refreshes them every few seconds */
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
            'application/json': components['schemas']['WaitingRoomStats'];
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
  '/admin/subscriptions/{uuid}/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The membership's list settings and counts */
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
            'application/json': components['schemas']['AdminWaitlist'];
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
    /** Switches the list on or off, closes it, sets the most places a person and how long offers last */
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
            enabled: boolean;
            /** @default false */
            closed?: boolean;
            /** @default 4 */
            maxQuantity?: number;
            /** @default 24 */
            offerHours?: number;
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
            'application/json': components['schemas']['AdminWaitlist'];
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
  '/admin/subscriptions/{uuid}/waitlist/close': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Closes the list: nobody may join, those waiting are told `closed`; offers made stay valid */
    post: {
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
            'application/json': components['schemas']['AdminWaitlist'];
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
  '/admin/subscriptions/{uuid}/waitlist/entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The people in the list in order of joining, with their positions, statuses and offers */
    get: {
      parameters: {
        query?: {
          limit?: number;
          offset?: number;
          sort?: 'joinedAt';
          order?: 'asc' | 'desc';
          q?: string;
          status?: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
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
            'application/json': {
              data: components['schemas']['AdminWaitlistEntry'][];
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
  '/admin/subscriptions/{uuid}/waitlist/offers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offers places to one person now, out of turn (409 waitlistNoPlaces when not enough places are free, 409 waitlistEntryNotWaiting when the person is not waiting) */
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
            /** Format: uuid */
            entryUuid: string;
            quantity?: number;
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
            'application/json': components['schemas']['WaitlistOffer'];
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
  '/admin/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event's tickets: search by code, seat or holder; filter by category, check-in and origin */
    get: {
      parameters: {
        query: {
          limit?: number;
          offset?: number;
          sort?: 'createdAt' | 'code' | 'seatId' | 'category';
          order?: 'asc' | 'desc';
          q?: string;
          eventUuid: string;
          category?: string;
          checked?: 'true' | 'false';
          origin?: 'order' | 'free';
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
              data: components['schemas']['AdminTicket'][];
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
  '/admin/tickets/export-csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event's tickets as CSV, with the list's filters */
    get: {
      parameters: {
        query: {
          sort?: 'createdAt' | 'code' | 'seatId' | 'category';
          order?: 'asc' | 'desc';
          q?: string;
          eventUuid: string;
          category?: string;
          checked?: 'true' | 'false';
          origin?: 'order' | 'free';
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
  '/admin/tickets/gate/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The events a ticket checker may choose, with their checked and expected tickets */
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
            'application/json': components['schemas']['GateEvent'][];
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
  '/admin/tickets/gate/events/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** An event's tickets and the public key, for checking at the gate offline */
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
            'application/json': components['schemas']['GatePackage'];
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
  '/admin/tickets/gate/events/{uuid}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Checks a ticket in by its QR payload or code, once: `ticketHasBeenAlreadyChecked` (when, which gate), `ticketNotForThisEvent`, `ticketNotFound`, `ticketSuperseded` (the QR code of a ticket passed on since) */
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
            input: string;
            gate: string;
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
            'application/json': components['schemas']['CheckInResult'];
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
  '/admin/tickets/gate/events/{uuid}/sync': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The check-ins a gate queued offline; reports the tickets that went in twice */
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
            checkIns: {
              id: string;
              input: string;
              gate: string;
              /** Format: date-time */
              scannedAt: string;
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
            'application/json': components['schemas']['GateSyncResult'];
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
  '/admin/tickets/public-key': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The key the check-in app verifies the tickets' QR codes with */
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
              algorithm: 'Ed25519';
              pem: string;
              raw: string;
              payloadFormat: string;
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
  '/admin/tickets/{uuid}/history': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What happened to a ticket: issued, offered, passed on, checked in, voided */
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
            'application/json': components['schemas']['TicketHistory'];
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
  '/admin/video-archives': {
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
          published?: 'true' | 'false';
          membersOnly?: 'true' | 'false';
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
              data: components['schemas']['AdminVideoArchive'][];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            videos?: {
              /** Format: uuid */
              uuid?: string;
              title: {
                cs: string;
                sk?: string;
                en?: string;
              };
              link: string;
              /** Format: uuid */
              thumbnail?: string | null;
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
            'application/json': components['schemas']['AdminVideoArchive'];
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
  '/admin/video-archives/{uuid}': {
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
            'application/json': components['schemas']['AdminVideoArchive'];
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
            /** Format: uuid */
            image?: string | null;
            /** @default [] */
            requiredFeatureUuids?: string[];
            /** Format: date-time */
            publishedAt?: string | null;
            /** @default [] */
            videos?: {
              /** Format: uuid */
              uuid?: string;
              title: {
                cs: string;
                sk?: string;
                en?: string;
              };
              link: string;
              /** Format: uuid */
              thumbnail?: string | null;
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
            'application/json': components['schemas']['AdminVideoArchive'];
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
            'application/json': components['schemas']['AdminVideoArchive'];
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
                image: components['schemas']['PublicImage'] | null;
                author: string | null;
                requiredFeatureUuids: string[];
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
              image: components['schemas']['PublicImage'] | null;
              author: string | null;
              requiredFeatureUuids: string[];
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
  '/audio-archives': {
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
                image: components['schemas']['PublicImage'] | null;
                requiredFeatureUuids: string[];
                publishedAt: string;
                audioCount: number;
                durationSeconds: number;
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
  '/audio-archives/{uuid}': {
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
            'application/json': components['schemas']['PublicAudioArchive'];
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
  '/auth/orders/{uuid}/refund-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's requests for the order */
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
              data: components['schemas']['RefundRequest'][];
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
    put?: never;
    /** Asks for a refund of the caller's order's tickets of a moved event; the same again answers the open request (200) */
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
            /** Format: uuid */
            eventUuid: string;
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
            'application/json': components['schemas']['RefundRequest'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['RefundRequest'];
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
  '/auth/season-seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller’s season seats with each event’s state, and their seats kept for renewal */
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
              seats: components['schemas']['SeasonSeat'][];
              renewals: components['schemas']['SeasonRenewal'][];
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
  '/auth/season-seats/{uuid}/events/{eventUuid}/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Gives the seat up for one event: its ticket is voided, the seat is on sale (or offered to the event’s waiting list) for that event only. 409 seasonSeatReleaseClosed (started, released or passed on), ticketAlreadyUsed */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
          eventUuid: string;
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
            'application/json': components['schemas']['SeasonSeat'];
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
            /** Format: uuid */
            preRegisteredSubscriptionPriceUuid?: string;
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
  '/auth/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tickets the caller holds (not those passed on to someone else), with their QR codes */
    get: {
      parameters: {
        query?: {
          period?: 'upcoming' | 'past' | 'all';
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
              data: components['schemas']['MyTicket'][];
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
  '/auth/waitlists': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's entries of all lists (events' and memberships'), newest first, with the offers in force */
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
              data: components['schemas']['MyWaitlistEntry'][];
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
  '/auth/waitlists/{uuid}/order': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turns the entry's offer into a pending order of its places (the same order when called again) and answers it to pay; 409 waitlistOfferExpired when there is no offer in force */
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
            /**
             * @default CZK
             * @enum {string}
             */
            currency?: 'CZK' | 'EUR';
            /** Format: uuid */
            priceUuid?: string;
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
  '/benefits': {
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
                image: components['schemas']['PublicImage'] | null;
                requiredFeatureUuids: string[];
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
  '/benefits/{uuid}': {
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
              image: components['schemas']['PublicImage'] | null;
              link: string | null;
              requiredFeatureUuids: string[];
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
  '/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sends a message from the contact page to the staff (captcha action `contact-form`) */
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
            name: string;
            email: string;
            subject: string;
            message: string;
            /** @enum {boolean} */
            consent: true;
            /**
             * @default cs
             * @enum {string}
             */
            language?: 'cs' | 'sk' | 'en';
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
            'application/json': {
              /** Format: uuid */
              uuid: string;
            };
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
  '/countdowns': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The countdowns still running, soonest first (the home page) */
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
                title: string;
                targetAt: string;
                image: components['schemas']['PublicImage'] | null;
                link: string | null;
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
  '/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Published events, upcoming (soonest first) or past (latest first), with prices from and availability */
    get: {
      parameters: {
        query?: {
          period?: 'upcoming' | 'past';
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
              data: components['schemas']['PublicEvent'][];
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
  '/events/{uuid}': {
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
            'application/json': components['schemas']['PublicEvent'];
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
  '/events/{uuid}/actions/hold': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Holds all the seats for the hold token, or none (409 seatsAlreadyOccupied, details.objects); a waiting-room event needs the pass (403 waitingRoomPassRequired) and answers it renewed in `x-waiting-room-pass` */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-waiting-room-pass'?: string;
        };
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            holdToken: string;
            objects: string[];
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
              holdToken: string;
              objects: string[];
              expiresAt: string;
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
  '/events/{uuid}/actions/hold-best-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Holds the best `number` adjacent seats of a category, closest to the stage, leaving no single seat alone; a waiting-room event needs the pass as for holds */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-waiting-room-pass'?: string;
        };
        path: {
          uuid: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            holdToken: string;
            number: number;
            category: string;
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
              holdToken: string;
              objects: string[];
              expiresAt: string;
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
  '/events/{uuid}/actions/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Releases the seats the hold token holds among those named */
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
            holdToken: string;
            objects: string[];
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
              objects: string[];
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
  '/events/{uuid}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The event's plan with every seat's state; with ?holdToken= its seats say heldByYou */
    get: {
      parameters: {
        query?: {
          holdToken?: string;
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
            'application/json': components['schemas']['EventSeats'];
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
  '/events/{uuid}/seats/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: `event: seats` with seatStatusNews whenever seats change, `: ping` heartbeats */
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
  '/events/{uuid}/waiting-room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The place of a token (no sign-in: the token is signed); 404 waitingRoomNotFound for a foreign token */
    get: {
      parameters: {
        query: {
          token: string;
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
            'application/json': components['schemas']['WaitingRoomPlace'];
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
  '/events/{uuid}/waiting-room/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Takes a place in the event's room (201), or answers the account's place again (200): same token, same place */
    post: {
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
            'application/json': components['schemas']['WaitingRoomPlace'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WaitingRoomPlace'];
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
  '/events/{uuid}/waiting-room/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: `event: status` with the place at once and whenever it changes, `: ping` heartbeats */
    get: {
      parameters: {
        query: {
          token: string;
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
  '/events/{uuid}/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the event's list takes people now, the most places a person and how many wait */
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
            'application/json': components['schemas']['PublicWaitlist'];
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
    /** Joins the event's waiting list (201), or answers the caller's entry again (200) */
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
            /** @default 1 */
            quantity?: number;
            category?: string;
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
            'application/json': components['schemas']['WaitlistPlace'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WaitlistPlace'];
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
    /** Leaves the event's waiting list (an offer in force passes to the next in line) */
    delete: {
      parameters: {
        query?: {
          category?: string;
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
  '/galleries': {
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
                image: components['schemas']['PublicImage'] | null;
                requiredFeatureUuids: string[];
                publishedAt: string;
                imageCount: number;
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
  '/galleries/{uuid}': {
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
            'application/json': components['schemas']['PublicGallery'];
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
              streams: {
                open: number;
                opened: number;
                aged: number;
                dropped: number;
              };
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
  '/hold-tokens': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A new hold token for the caller (15 minutes); it becomes the user's seatsIoHoldToken */
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
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['HoldToken'];
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
  '/hold-tokens/{holdToken}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's hold token, its expiry and the seats it holds (404 when not theirs) */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          holdToken: string;
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
              holdToken: string;
              expiresAt: string;
              expiresInSeconds: number;
              objects: {
                /** Format: uuid */
                eventUuid: string;
                id: string;
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
  '/media-accreditations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Applies for a media accreditation (multipart/form-data, fields then the file `attachment`) */
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
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              /** Format: uuid */
              uuid: string;
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
        409: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        413: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ApiError'];
          };
        };
        /** @description Default Response */
        415: {
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
      };
    };
    delete?: never;
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
    /** A pending order; tickets of an event with a waiting room need the room's pass (`x-waiting-room-pass`, 403 waitingRoomPassRequired) */
    post: {
      parameters: {
        query?: never;
        header?: {
          'x-waiting-room-pass'?: string;
        };
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default [] */
            lines?: {
              kind: string;
              /** Format: uuid */
              refUuid: string;
              /** @default 1 */
              quantity?: number;
              option?: string;
            }[];
            /** @enum {string} */
            currency: 'CZK' | 'EUR';
            holdToken?: string;
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
  '/orders/complete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** The gateway's answer the buyer brought back: verified, then the order is settled once. The order is answered to its owner (signed in, or giving its hash) only */
    put: {
      parameters: {
        query?: {
          orderHash?: string;
        };
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
              order: components['schemas']['Order'] | null;
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
  '/orders/seats-io-hold-token/{holdToken}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's latest order made from this seat hold token */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          holdToken: string;
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
    /** The pending order of the hold, priced anew from the seats the token holds now (with the pass of a waiting-room event) */
    put: {
      parameters: {
        query?: never;
        header?: {
          'x-waiting-room-pass'?: string;
        };
        path: {
          holdToken: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            currency?: 'CZK' | 'EUR';
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
    /** Unbinds the order of the hold: a pending one is cancelled and its seats let go; a paid one is a conflict unless ignorePaymentStatus */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          holdToken: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @default false */
            ignorePaymentStatus?: boolean;
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
    /** The order's lines replaced; tickets of an event with a waiting room need its pass as for a new order */
    put: {
      parameters: {
        query?: never;
        header?: {
          'x-waiting-room-pass'?: string;
        };
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
              option?: string;
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
              pushSdkUrl: string | null;
              /** @enum {string} */
              seatMapProvider: 'native' | 'seatsio';
              seatsio: {
                workspaceKey: string;
                /** @enum {string} */
                region: 'eu' | 'na' | 'sa' | 'oc';
                chartJsUrl: string;
              } | null;
              minimumHoldValidityMinutes: number;
              tagManagerId: string | null;
              errorReportingDsn: string | null;
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
  '/season-tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Season tickets whose plan is on sale and whose season has not ended (X-App-Lang texts) */
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
              data: components['schemas']['SeasonTicket'][];
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
  '/season-tickets/{uuid}': {
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
            'application/json': components['schemas']['SeasonTicket'];
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
  '/season-tickets/{uuid}/holds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Holds one seat in every event of the season at once, all or none (409 seatsAlreadyOccupied, `details.eventUuids`: where it is taken) */
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
            seatId: string;
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
            'application/json': components['schemas']['SeasonHold'];
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
  '/season-tickets/{uuid}/holds/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Lets go of the caller’s hold (a renewal’s hold stays until its window ends) */
    delete: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          uuid: string;
          token: string;
        };
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
  '/season-tickets/{uuid}/seats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The chart of the season’s sections (the first event’s plan); a seat is `free` only when free in every event */
    get: {
      parameters: {
        query?: {
          holdToken?: string;
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
            'application/json': components['schemas']['EventSeats'];
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
                waitingRoom?: {
                  opensAt: string;
                  saleStartsAt: string;
                  paused: boolean;
                  closed: boolean;
                } | null;
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
                waitingRoom?: {
                  opensAt: string;
                  saleStartsAt: string;
                  paused: boolean;
                  closed: boolean;
                } | null;
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
              waitingRoom?: {
                opensAt: string;
                saleStartsAt: string;
                paused: boolean;
                closed: boolean;
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
  '/subscriptions/{uuid}/waiting-room': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The place of a token (no sign-in: the token is signed); 404 waitingRoomNotFound for a foreign token */
    get: {
      parameters: {
        query: {
          token: string;
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
            'application/json': components['schemas']['WaitingRoomPlace'];
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
  '/subscriptions/{uuid}/waiting-room/join': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Takes a place in the membership's room (201), or answers the account's place again (200): same token, same place */
    post: {
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
            'application/json': components['schemas']['WaitingRoomPlace'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WaitingRoomPlace'];
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
  '/subscriptions/{uuid}/waiting-room/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Server-sent events: `event: status` with the place at once and whenever it changes, `: ping` heartbeats */
    get: {
      parameters: {
        query: {
          token: string;
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
  '/subscriptions/{uuid}/waitlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the membership's list takes people now, the most places a person and how many wait */
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
            'application/json': components['schemas']['PublicWaitlist'];
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
    /** Joins the membership's waiting list (201), or answers the caller's entry again (200) */
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
            /** @default 1 */
            quantity?: number;
            category?: string;
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
            'application/json': components['schemas']['WaitlistPlace'];
          };
        };
        /** @description Default Response */
        201: {
          headers: {
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['WaitlistPlace'];
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
    /** Leaves the membership's waiting list (an offer in force passes to the next in line) */
    delete: {
      parameters: {
        query?: {
          category?: string;
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
  '/ticket-transfers/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a transfer link offers (the accept page): the event, the seat, the sender's name */
    get: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
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
            'application/json': components['schemas']['TicketTransferOffer'];
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
  '/ticket-transfers/{token}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The signed-in caller takes the ticket: 409 `ticketTransferAlreadyAccepted`, `ticketTransferCancelled`, `ticketTransferClosed`, `ticketAlreadyUsed`, `ticketVoided`, `ticketTransferToSelf` */
    post: {
      parameters: {
        query?: never;
        header?: never;
        path: {
          token: string;
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
            'application/json': components['schemas']['MyTicket'];
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
  '/tickets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tickets of an order, by the order's hash */
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
            'application/json': components['schemas']['Ticket'][];
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
  '/tickets/export-pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tickets of an order as one PDF (a page each), by the order's hash */
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
  '/tickets/export-pdf/{uuid}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ticket as a PDF, by the hash of its order, in its language unless `language` says */
    get: {
      parameters: {
        query: {
          orderHash: string;
          language?: 'cs' | 'sk' | 'en';
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
  '/tickets/{uuid}/transfers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offers the caller's ticket to someone by e-mail: 404 not the caller's ticket; 409 `ticketAlreadyUsed`, `ticketVoided`, `ticketTransferClosed`, `ticketTransferPending`, `ticketTransferToSelf` */
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
            email: string;
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
            'application/json': components['schemas']['TicketTransfer'];
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
    /** Takes back the open offer of the caller's ticket (404: none open) */
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
  '/tickets/{uuid}/wallet/apple': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's ticket as an Apple Wallet pass (only to the ticket's holder) */
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
  '/tickets/{uuid}/wallet/google': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The link that saves the caller's ticket to Google Wallet (only to the ticket's holder) */
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
              /** Format: uri */
              url: string;
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
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/users/me/invoices/{uuid}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the caller's own invoices or credit notes as a PDF */
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
  '/users/me/orders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's orders (not the rejected ones), newest first, with their tickets, vouchers and invoice */
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
              data: components['schemas']['AccountOrder'][];
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
  '/video-archives': {
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
                image: components['schemas']['PublicImage'] | null;
                requiredFeatureUuids: string[];
                publishedAt: string;
                videoCount: number;
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
  '/video-archives/{uuid}': {
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
            'application/json': components['schemas']['PublicVideoArchive'];
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
  '/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The serial numbers of the device's passes changed since the tag (204: none) */
    get: {
      parameters: {
        query?: {
          passesUpdatedSince?: string;
        };
        header?: never;
        path: {
          deviceLibraryIdentifier: string;
          passTypeIdentifier: string;
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
              serialNumbers: string[];
              lastUpdated: string;
            };
          };
        };
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
  '/wallet/apple/v1/devices/{deviceLibraryIdentifier}/registrations/{passTypeIdentifier}/{serialNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** A device asks to be told when the pass changes (201 new, 200 known) */
    post: {
      parameters: {
        query?: never;
        header?: {
          authorization?: string;
          'if-modified-since'?: string;
        };
        path: {
          deviceLibraryIdentifier: string;
          passTypeIdentifier: string;
          serialNumber: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            pushToken: string;
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
            'application/json': null;
          };
        };
        /** @description Default Response */
        201: {
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
      };
    };
    /** A device no longer holds the pass */
    delete: {
      parameters: {
        query?: never;
        header?: {
          authorization?: string;
          'if-modified-since'?: string;
        };
        path: {
          deviceLibraryIdentifier: string;
          passTypeIdentifier: string;
          serialNumber: string;
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
      };
    };
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallet/apple/v1/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Devices report problems with the web service (written to the server's log) */
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
            logs: string[];
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
      };
    };
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/wallet/apple/v1/passes/{passTypeIdentifier}/{serialNumber}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The latest version of a pass (304 when unchanged since If-Modified-Since) */
    get: {
      parameters: {
        query?: never;
        header?: {
          authorization?: string;
          'if-modified-since'?: string;
        };
        path: {
          passTypeIdentifier: string;
          serialNumber: string;
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
        304: {
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
        | 'requestTimeout'
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
        | 'seasonTicketNotFound'
        | 'seasonTicketInvalid'
        | 'seasonTicketHasSeats'
        | 'seasonSeatNotFound'
        | 'seasonSeatReleaseClosed'
        | 'subscriptionSoldWithSeasonTicket'
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
        | 'contactMessageNotFound'
        | 'mediaAccreditationNotFound'
        | 'mediaAccreditationAlreadyPending'
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
        | 'featureInUse'
        | 'fileInUse'
        | 'imageTooLarge'
        | 'holdTokenInvalid'
        | 'eventNotOnSale'
        | 'ticketsSoldOut'
        | 'ticketNotForThisEvent'
        | 'auditEntryNotFound'
        | 'orderNotPaid'
        | 'refundAmountTooHigh'
        | 'orderLineAlreadyRefunded'
        | 'voucherAlreadyClaimed'
        | 'ticketAlreadyUsed'
        | 'refundNotFound'
        | 'eventCancelled'
        | 'eventAlreadyCancelled'
        | 'refundRequestClosed'
        | 'refundRequestNotFound'
        | 'waitingRoomPassRequired'
        | 'waitingRoomNotFound'
        | 'waitingRoomNeedsCapacity'
        | 'waitlistNotNeeded'
        | 'waitlistClosed'
        | 'waitlistQuantityTooHigh'
        | 'waitlistOfferExpired'
        | 'waitlistNoPlaces'
        | 'waitlistEntryNotWaiting'
        | 'waitlistHasPriority'
        | 'waitlistEntryNotFound'
        | 'ticketTransferClosed'
        | 'ticketSuperseded'
        | 'ticketVoided'
        | 'ticketTransferToSelf'
        | 'ticketTransferPending'
        | 'ticketTransferNotFound'
        | 'ticketTransferAlreadyAccepted'
        | 'ticketTransferCancelled'
        | 'ticketPassedOn'
        | 'walletNotConfigured';
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
    WaitingRoomPlaceInput: {
      token: string;
      /** @enum {string} */
      status: 'waiting' | 'admitted' | 'expired' | 'closed';
      position: number | null;
      ahead: number | null;
      estimatedWaitSeconds: number | null;
      opensAt: string;
      saleStartsAt: string;
      paused: boolean;
      pass: string | null;
      passExpiresAt: string | null;
    };
    WaitingRoomStatsInput: {
      waiting: number;
      admitted: number;
      buying: number;
      done: number;
      expired: number;
      currentRate: number;
      lastAdmittedPosition: number;
    };
    AdminWaitingRoomInput: {
      /** Format: uuid */
      eventUuid: string;
      enabled: boolean;
      opensAt: string;
      saleStartsAt: string;
      rate: number | null;
      passMinutes: number;
      paused: boolean;
      closed: boolean;
      shuffledAt: string | null;
      stats: components['schemas']['WaitingRoomStatsInput'];
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
      holdToken: string | null;
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
    AccountOrderInput: {
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
      createdAt: string;
      lines: {
        label: string;
        quantity: number;
        amount: number;
      }[];
      tickets: {
        /** Format: uuid */
        uuid: string;
        code: string;
        /** Format: uuid */
        eventUuid: string;
        voidedAt: string | null;
      }[];
      voucherCodes: string[];
      invoice: {
        /** Format: uuid */
        uuid: string;
        number: string;
      } | null;
    };
    ContentOverviewItemInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      type: 'ARTICLE' | 'GALLERY' | 'BENEFIT' | 'VIDEO_ARCHIVE' | 'EVENT' | 'AUDIO_ARCHIVE';
      title: string;
      /** @enum {string} */
      status: 'draft' | 'scheduled' | 'published';
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      authorUuid: string | null;
      authorName: string | null;
    };
    ContentAuthorInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
    };
    AdminDashboardInput: {
      sales: {
        todayFrom: string;
        weekFrom: string;
        today: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          orders: number;
        }[];
        week: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          orders: number;
        }[];
      } | null;
      upcomingEvents:
        | {
            /** Format: uuid */
            uuid: string;
            name: {
              cs: string;
              sk?: string;
              en?: string;
            };
            startsAt: string;
            sold: number;
            capacity: number | null;
          }[]
        | null;
      memberships: {
        active: number;
        plans: {
          /** Format: uuid */
          uuid: string;
          name: {
            cs: string;
            sk?: string;
            en?: string;
          };
          active: number;
        }[];
      } | null;
      ordersToResolve: {
        pending: number;
        flagged: number;
      } | null;
      refunds: {
        today: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          refunds: number;
        }[];
        week: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          refunds: number;
        }[];
        pending: number;
      } | null;
      latestContent: components['schemas']['ContentOverviewItemInput'][] | null;
    };
    EventCancellationInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      eventUuid: string;
      reason: string;
      refund: boolean;
      /** @enum {string} */
      status: 'running' | 'done';
      total: number;
      done: number;
      failed: number;
      failures: {
        /** Format: uuid */
        orderUuid: string;
        refundUuid: string | null;
        error: string;
      }[];
      requestedBy: string | null;
      createdAt: string;
      finishedAt: string | null;
    };
    RefundRequestInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      orderUuid: string;
      /** Format: uuid */
      eventUuid: string;
      eventName: string;
      /** Format: uuid */
      userUuid: string;
      email: string | null;
      /** @enum {string} */
      status: 'requested' | 'approved' | 'rejected';
      amount: number;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      refundUuid: string | null;
      rejectReason: string | null;
      createdAt: string;
      decidedBy: string | null;
      decidedAt: string | null;
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
    InvoiceInput: {
      /** Format: uuid */
      uuid: string;
      number: string;
      /** Format: uuid */
      orderUuid: string;
      userUuid: string | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      issuedOn: string;
      taxableSupplyOn: string;
      variableSymbol: string;
      /** @enum {string} */
      paymentMethod: 'card' | 'bankTransfer' | 'staffGranted';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      createdAt: string;
    };
    InvoiceDocumentInput: {
      /** Format: uuid */
      uuid: string;
      number: string;
      /** Format: uuid */
      orderUuid: string;
      userUuid: string | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      issuedOn: string;
      taxableSupplyOn: string;
      variableSymbol: string;
      /** @enum {string} */
      paymentMethod: 'card' | 'bankTransfer' | 'staffGranted';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      createdAt: string;
      /** @enum {string} */
      kind: 'invoice' | 'creditNote';
      correctedInvoice: {
        /** Format: uuid */
        uuid: string;
        number: string;
      } | null;
      refundUuid: string | null;
      reason: string | null;
    };
    InvoiceExportInput: {
      /** Format: uuid */
      uuid: string;
      from: string;
      to: string;
      /** @enum {string} */
      status: 'running' | 'done' | 'failed';
      done: number;
      total: number;
      createdAt: string;
      finishedAt: string | null;
    };
    OrderFromInvoiceDraftInput: {
      user: {
        /** Format: uuid */
        uuid: string;
        email: string;
        name: string | null;
      };
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      variableSymbol: string | null;
      paidOn: string;
    };
    RefundInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      orderUuid: string;
      orderEmail: string | null;
      /** @enum {string} */
      status: 'pending' | 'refunded' | 'failed';
      amount: number;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      reason: string;
      requestedBy: string | null;
      /** @enum {string} */
      membershipEnd: 'now' | 'periodEnd';
      allowUsedTickets: boolean;
      lines: {
        /** Format: uuid */
        orderLineUuid: string;
        kind: string;
        label: string;
        amount: number;
      }[];
      paymentOrderNumber: string | null;
      attempts: number;
      lastError: string | null;
      creditNoteUuid: string | null;
      eventCancellationUuid: string | null;
      refundRequestUuid: string | null;
      createdAt: string;
      settledAt: string | null;
    };
    SeatingPlanInput: {
      /** Format: uuid */
      eventUuid: string;
      stage: {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      sections: {
        key: string;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
        rows: {
          label: string;
          seats: {
            id: string;
            label: string;
            x: number;
            y: number;
            category: string;
            wheelchair: boolean;
            companion: boolean;
            blocked: boolean;
          }[];
        }[];
      }[];
      seatCount: number;
      updatedAt: string;
    };
    EventSeatsInput: {
      /** Format: uuid */
      eventUuid: string;
      stage: {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      sections: {
        key: string;
        name: string;
        rows: {
          label: string;
          seats: {
            id: string;
            label: string;
            x: number;
            y: number;
            category: string;
            wheelchair: boolean;
            companion: boolean;
            /** @enum {string} */
            status: 'free' | 'held' | 'heldByYou' | 'booked' | 'blocked';
          }[];
        }[];
      }[];
      readAt: string;
    };
    HoldTokenInput: {
      holdToken: string;
      expiresAt: string;
      expiresInSeconds: number;
    };
    AdminSeasonTicketInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionUuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      eventUuids: string[];
      events: {
        /** Format: uuid */
        uuid: string;
        startsAt: string;
        cancelled: boolean;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
      }[];
      sections: string[];
      renewsSeasonTicketUuid: string | null;
      priorityUntil: string | null;
      prices: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      }[];
      seatsSold: number;
      seatsKeptForRenewal: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminSeasonSeatInput: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      userUuid: string;
      email: string | null;
      /** Format: uuid */
      orderUuid: string;
      /** @enum {string} */
      status: 'active' | 'refunded';
      releasedEventUuids: string[];
      createdAt: string;
    };
    SeasonTicketInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionUuid: string;
      name: string;
      text: string;
      image: string | null;
      events: {
        /** Format: uuid */
        uuid: string;
        startsAt: string;
        cancelled: boolean;
        name: string;
        venue: string | null;
      }[];
      sections: {
        key: string;
        name: string;
      }[];
      price: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      } | null;
      priorityUntil: string | null;
    };
    SeasonHoldInput: {
      token: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      seatId: string;
      /** @enum {string} */
      kind: 'sale' | 'renewal';
      expiresAt: string;
    };
    SeasonSeatInput: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      name: string;
      /** @enum {string} */
      status: 'active' | 'refunded';
      events: {
        /** Format: uuid */
        eventUuid: string;
        name: string;
        startsAt: string;
        /** Format: uuid */
        ticketUuid: string;
        /** @enum {string} */
        status: 'valid' | 'used' | 'released' | 'passedOn' | 'voided';
        releasable: boolean;
      }[];
    };
    SeasonRenewalInput: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      name: string;
      holdToken: string;
      until: string;
      price: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      } | null;
    };
    TicketInput: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      eventUuid: string;
      orderUuid: string | null;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      category: string;
      holderName: string | null;
      checkedAt: string | null;
      createdAt: string;
      passedOn: boolean;
    };
    TicketTransferInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      ticketUuid: string;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'cancelled' | 'expired';
      toEmail: string;
      createdAt: string;
      settledAt: string | null;
    };
    TicketTransferOfferInput: {
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'cancelled' | 'expired';
      event: {
        /** Format: uuid */
        uuid: string;
        name: string;
        venue: string;
        startsAt: string;
        endsAt: string;
      };
      category: string;
      categoryName: string;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      fromName: string;
      toEmail: string;
      acceptUntil: string;
    };
    MyTicketInput: {
      /** Format: uuid */
      uuid: string;
      code: string;
      qrPayload: string;
      version: number;
      event: {
        /** Format: uuid */
        uuid: string;
        name: string;
        venue: string;
        startsAt: string;
        endsAt: string;
      };
      category: string;
      categoryName: string;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      holderName: string | null;
      orderUuid: string | null;
      checkedAt: string | null;
      voided: boolean;
      voidedAt: string | null;
      transferable: boolean;
      transferableUntil: string | null;
      pendingTransfer: components['schemas']['TicketTransferInput'] | null;
      season: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      wallet: {
        apple: boolean;
        google: boolean;
      };
    };
    AdminTicketInput: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      eventUuid: string;
      orderUuid: string | null;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      category: string;
      holderName: string | null;
      checkedAt: string | null;
      createdAt: string;
      passedOn: boolean;
      checkedGate: string | null;
      voidedAt?: string | null;
      voidReason?: string | null;
      version: number;
      holderUuid: string | null;
    };
    TicketHistoryInput: {
      ticket: components['schemas']['AdminTicketInput'];
      holder: {
        /** Format: uuid */
        uuid: string;
        email: string;
        name: string | null;
      } | null;
      entries: {
        at: string;
        /** @enum {string} */
        kind:
          | 'issued'
          | 'transferOffered'
          | 'transferCancelled'
          | 'transferAccepted'
          | 'checkedIn'
          | 'doubleAdmission'
          | 'voided';
        user: {
          /** Format: uuid */
          uuid: string;
          email: string;
          name: string | null;
        } | null;
        toUser: {
          /** Format: uuid */
          uuid: string;
          email: string;
          name: string | null;
        } | null;
        toEmail: string | null;
        gate: string | null;
        version: number | null;
        reason: string | null;
      }[];
    };
    GateEventInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      venue: string;
      startsAt: string;
      endsAt: string;
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    GatePackageInput: {
      event: components['schemas']['GateEventInput'];
      publicKey: {
        /** @constant */
        algorithm: 'Ed25519';
        pem: string;
        raw: string;
        payloadFormat: string;
      };
      tickets: {
        /** Format: uuid */
        uuid: string;
        code: string;
        category: string;
        seatId: string | null;
        section: string | null;
        row: string | null;
        seatLabel: string | null;
        holderName: string | null;
        checkedAt: string | null;
        checkedGate: string | null;
        voidedAt?: string | null;
        version?: number;
      }[];
      generatedAt: string;
    };
    CheckInResultInput: {
      ticket: {
        /** Format: uuid */
        uuid: string;
        code: string;
        category: string;
        seatId: string | null;
        section: string | null;
        row: string | null;
        seatLabel: string | null;
        holderName: string | null;
        checkedAt: string | null;
        checkedGate: string | null;
        voidedAt?: string | null;
        version?: number;
      };
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    GateSyncResultInput: {
      results: {
        id: string;
        /** @enum {string} */
        outcome: 'checkedIn' | 'doubleAdmission' | 'notForThisEvent' | 'invalid' | 'superseded';
        ticket: {
          /** Format: uuid */
          uuid: string;
          code: string;
          category: string;
          seatId: string | null;
          section: string | null;
          row: string | null;
          seatLabel: string | null;
          holderName: string | null;
          checkedAt: string | null;
          checkedGate: string | null;
          voidedAt?: string | null;
          version?: number;
        } | null;
        scannedAt: string;
        gate: string;
        firstCheckedAt: string | null;
        firstGate: string | null;
      }[];
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    WaitlistPlaceInput: {
      /** Format: uuid */
      uuid: string;
      position: number | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      quantity: number;
      category: string | null;
      joinedAt: string;
    };
    WaitlistOfferInput: {
      /** Format: uuid */
      uuid: string;
      quantity: number;
      expiresAt: string;
      seats: {
        section: string;
        row: string;
        label: string;
        category: string;
      }[];
      orderUuid: string | null;
      byStaff: boolean;
      createdAt: string;
    };
    MyWaitlistEntryInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      subject: 'event' | 'subscription';
      /** Format: uuid */
      subjectUuid: string;
      name: string;
      startsAt: string | null;
      category: string | null;
      categoryName: string | null;
      quantity: number;
      position: number | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      joinedAt: string;
      offer: components['schemas']['WaitlistOfferInput'] | null;
    };
    AdminWaitlistInput: {
      /** @enum {string} */
      subject: 'event' | 'subscription';
      /** Format: uuid */
      subjectUuid: string;
      enabled: boolean;
      closed: boolean;
      maxQuantity: number;
      offerHours: number;
      stats: {
        waiting: number;
        waitingQuantity: number;
        offered: number;
        ordered: number;
        bought: number;
        lapsed: number;
        left: number;
      };
    };
    AdminWaitlistEntryInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      userUuid: string;
      email: string;
      name: string;
      position: number | null;
      quantity: number;
      category: string | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      joinedAt: string;
      offer: components['schemas']['WaitlistOfferInput'] | null;
    };
    PublicWaitlistInput: {
      open: boolean;
      maxQuantity: number;
      offerHours: number;
      waiting: number;
    };
    AdminFileInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'image' | 'audio' | 'pdf';
      mime: string;
      originalName: string;
      size: number;
      url: string;
      width: number | null;
      height: number | null;
      variants: {
        width: number;
        url: string;
      }[];
      createdAt: string;
    };
    PublicImageInput: {
      url: string;
      width: number | null;
      height: number | null;
      srcset: string;
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
      imageUrl: string | null;
      authorUuid: string | null;
      requiredFeatureUuids: string[];
      sendNotifications: boolean;
      notifiedAt: string | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminAudioArchiveInput: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      audios: {
        /** Format: uuid */
        uuid: string;
        title: {
          cs: string;
          sk?: string;
          en?: string;
        };
        /** Format: uuid */
        file: string;
        url: string | null;
        originalName: string | null;
        durationSeconds: number | null;
      }[];
      audioCount: number;
    };
    PublicAudioArchiveInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImageInput'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      audioCount: number;
      durationSeconds: number;
      audios: {
        /** Format: uuid */
        uuid: string;
        title: string;
        url: string;
        mime: string;
        durationSeconds: number | null;
      }[];
    };
    AdminAuditEntryInput: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      actorUuid: string;
      actorEmail: string;
      resource: string;
      recordId: string | null;
      action: string;
      route: string;
      before: {
        [key: string]: unknown;
      } | null;
      after: {
        [key: string]: unknown;
      } | null;
      createdAt: string;
    };
    AdminBenefitInput: {
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
      imageUrl: string | null;
      link: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminContactMessageInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      handledAt: string | null;
      createdAt: string;
    };
    AdminCountdownInput: {
      /** Format: uuid */
      uuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      targetAt: string;
      image: string | null;
      imageUrl: string | null;
      link: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminEventInput: {
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
      imageUrl: string | null;
      venue: string;
      startsAt: string;
      endsAt: string;
      saleFrom: string;
      saleTo: string;
      presaleFrom: string | null;
      presaleTo: string | null;
      published: boolean;
      categories: {
        key: string;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
        color: string;
        priceCzk: number;
        priceEur: number;
        capacity: number | null;
        seatCount: number;
      }[];
      seatsioEventKey: string | null;
      seated: boolean;
      seatCount: number;
      cancelledAt: string | null;
      cancelReason: string | null;
      refundRequestsUntil: string | null;
      transfersAllowed: boolean;
      transfersUntil: string | null;
      createdAt: string;
      updatedAt: string;
    };
    PublicEventInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      name: string;
      text: string;
      image: components['schemas']['PublicImageInput'] | null;
      venue: string;
      startsAt: string;
      endsAt: string;
      saleFrom: string;
      saleTo: string;
      presaleFrom: string | null;
      presaleTo: string | null;
      seated: boolean;
      categories: {
        key: string;
        name: string;
        color: string;
        price: number;
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        available: number;
      }[];
      priceFrom: number | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      availability: 'notYetOnSale' | 'presale' | 'onSale' | 'soldOut' | 'saleClosed' | 'ended' | 'cancelled';
      cancelled: boolean;
      cancelReason: string | null;
      refundRequestsUntil: string | null;
      seatsioEventKey: string;
      waitingRoom: {
        opensAt: string;
        saleStartsAt: string;
        paused: boolean;
        closed: boolean;
      } | null;
    };
    AdminGalleryInput: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      images: {
        /** Format: uuid */
        uuid: string;
        /** Format: uuid */
        file: string;
        url: string | null;
        caption: {
          cs?: string;
          sk?: string;
          en?: string;
        };
      }[];
      imageCount: number;
    };
    PublicGalleryInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImageInput'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      imageCount: number;
      images: {
        /** Format: uuid */
        uuid: string;
        image: components['schemas']['PublicImageInput'];
        caption: string;
      }[];
    };
    AdminMediaAccreditationInput: {
      /** Format: uuid */
      uuid: string;
      name: string;
      medium: string;
      email: string;
      phone: string;
      event: string;
      note: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      reviewNote: string;
      reviewedAt: string | null;
      attachment: {
        mime: string;
        originalName: string;
        size: number;
      } | null;
      createdAt: string;
    };
    AdminPushNotificationInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      contentType: 'ARTICLE' | 'GALLERY' | 'BENEFIT' | 'VIDEO_ARCHIVE' | 'EVENT' | 'AUDIO_ARCHIVE';
      /** Format: uuid */
      contentUuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      message: {
        cs: string;
        sk?: string;
        en?: string;
      };
      url: string;
      segments: string[];
      recipientCount: number | null;
      sendAt: string;
      /** @enum {string} */
      status: 'pending' | 'sent' | 'kept' | 'failed';
      attempts: number;
      lastError: string | null;
      providerId: string | null;
      sentAt: string | null;
      createdAt: string;
    };
    AdminVideoArchiveInput: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      videos: {
        /** Format: uuid */
        uuid: string;
        title: {
          cs: string;
          sk?: string;
          en?: string;
        };
        link: string;
        thumbnail: string | null;
        thumbnailUrl: string | null;
      }[];
      videoCount: number;
    };
    PublicVideoArchiveInput: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImageInput'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      videoCount: number;
      videos: {
        /** Format: uuid */
        uuid: string;
        title: string;
        link: string;
        embedUrl: string;
        thumbnail: components['schemas']['PublicImageInput'] | null;
      }[];
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
        | 'requestTimeout'
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
        | 'seasonTicketNotFound'
        | 'seasonTicketInvalid'
        | 'seasonTicketHasSeats'
        | 'seasonSeatNotFound'
        | 'seasonSeatReleaseClosed'
        | 'subscriptionSoldWithSeasonTicket'
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
        | 'contactMessageNotFound'
        | 'mediaAccreditationNotFound'
        | 'mediaAccreditationAlreadyPending'
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
        | 'featureInUse'
        | 'fileInUse'
        | 'imageTooLarge'
        | 'holdTokenInvalid'
        | 'eventNotOnSale'
        | 'ticketsSoldOut'
        | 'ticketNotForThisEvent'
        | 'auditEntryNotFound'
        | 'orderNotPaid'
        | 'refundAmountTooHigh'
        | 'orderLineAlreadyRefunded'
        | 'voucherAlreadyClaimed'
        | 'ticketAlreadyUsed'
        | 'refundNotFound'
        | 'eventCancelled'
        | 'eventAlreadyCancelled'
        | 'refundRequestClosed'
        | 'refundRequestNotFound'
        | 'waitingRoomPassRequired'
        | 'waitingRoomNotFound'
        | 'waitingRoomNeedsCapacity'
        | 'waitlistNotNeeded'
        | 'waitlistClosed'
        | 'waitlistQuantityTooHigh'
        | 'waitlistOfferExpired'
        | 'waitlistNoPlaces'
        | 'waitlistEntryNotWaiting'
        | 'waitlistHasPriority'
        | 'waitlistEntryNotFound'
        | 'ticketTransferClosed'
        | 'ticketSuperseded'
        | 'ticketVoided'
        | 'ticketTransferToSelf'
        | 'ticketTransferPending'
        | 'ticketTransferNotFound'
        | 'ticketTransferAlreadyAccepted'
        | 'ticketTransferCancelled'
        | 'ticketPassedOn'
        | 'walletNotConfigured';
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
    WaitingRoomPlace: {
      token: string;
      /** @enum {string} */
      status: 'waiting' | 'admitted' | 'expired' | 'closed';
      position: number | null;
      ahead: number | null;
      estimatedWaitSeconds: number | null;
      opensAt: string;
      saleStartsAt: string;
      paused: boolean;
      pass: string | null;
      passExpiresAt: string | null;
    };
    WaitingRoomStats: {
      waiting: number;
      admitted: number;
      buying: number;
      done: number;
      expired: number;
      currentRate: number;
      lastAdmittedPosition: number;
    };
    AdminWaitingRoom: {
      /** Format: uuid */
      eventUuid: string;
      enabled: boolean;
      opensAt: string;
      saleStartsAt: string;
      rate: number | null;
      passMinutes: number;
      paused: boolean;
      closed: boolean;
      shuffledAt: string | null;
      stats: components['schemas']['WaitingRoomStats'];
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
      holdToken: string | null;
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
    AccountOrder: {
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
      createdAt: string;
      lines: {
        label: string;
        quantity: number;
        amount: number;
      }[];
      tickets: {
        /** Format: uuid */
        uuid: string;
        code: string;
        /** Format: uuid */
        eventUuid: string;
        voidedAt: string | null;
      }[];
      voucherCodes: string[];
      invoice: {
        /** Format: uuid */
        uuid: string;
        number: string;
      } | null;
    };
    ContentOverviewItem: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      type: 'ARTICLE' | 'GALLERY' | 'BENEFIT' | 'VIDEO_ARCHIVE' | 'EVENT' | 'AUDIO_ARCHIVE';
      title: string;
      /** @enum {string} */
      status: 'draft' | 'scheduled' | 'published';
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      authorUuid: string | null;
      authorName: string | null;
    };
    ContentAuthor: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
    };
    AdminDashboard: {
      sales: {
        todayFrom: string;
        weekFrom: string;
        today: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          orders: number;
        }[];
        week: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          orders: number;
        }[];
      } | null;
      upcomingEvents:
        | {
            /** Format: uuid */
            uuid: string;
            name: {
              cs: string;
              sk?: string;
              en?: string;
            };
            startsAt: string;
            sold: number;
            capacity: number | null;
          }[]
        | null;
      memberships: {
        active: number;
        plans: {
          /** Format: uuid */
          uuid: string;
          name: {
            cs: string;
            sk?: string;
            en?: string;
          };
          active: number;
        }[];
      } | null;
      ordersToResolve: {
        pending: number;
        flagged: number;
      } | null;
      refunds: {
        today: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          refunds: number;
        }[];
        week: {
          /** @enum {string} */
          currency: 'CZK' | 'EUR';
          amount: number;
          refunds: number;
        }[];
        pending: number;
      } | null;
      latestContent: components['schemas']['ContentOverviewItem'][] | null;
    };
    EventCancellation: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      eventUuid: string;
      reason: string;
      refund: boolean;
      /** @enum {string} */
      status: 'running' | 'done';
      total: number;
      done: number;
      failed: number;
      failures: {
        /** Format: uuid */
        orderUuid: string;
        refundUuid: string | null;
        error: string;
      }[];
      requestedBy: string | null;
      createdAt: string;
      finishedAt: string | null;
    };
    RefundRequest: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      orderUuid: string;
      /** Format: uuid */
      eventUuid: string;
      eventName: string;
      /** Format: uuid */
      userUuid: string;
      email: string | null;
      /** @enum {string} */
      status: 'requested' | 'approved' | 'rejected';
      amount: number;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      refundUuid: string | null;
      rejectReason: string | null;
      createdAt: string;
      decidedBy: string | null;
      decidedAt: string | null;
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
    Invoice: {
      /** Format: uuid */
      uuid: string;
      number: string;
      /** Format: uuid */
      orderUuid: string;
      userUuid: string | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      issuedOn: string;
      taxableSupplyOn: string;
      variableSymbol: string;
      /** @enum {string} */
      paymentMethod: 'card' | 'bankTransfer' | 'staffGranted';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      createdAt: string;
    };
    InvoiceDocument: {
      /** Format: uuid */
      uuid: string;
      number: string;
      /** Format: uuid */
      orderUuid: string;
      userUuid: string | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      issuedOn: string;
      taxableSupplyOn: string;
      variableSymbol: string;
      /** @enum {string} */
      paymentMethod: 'card' | 'bankTransfer' | 'staffGranted';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      createdAt: string;
      /** @enum {string} */
      kind: 'invoice' | 'creditNote';
      correctedInvoice: {
        /** Format: uuid */
        uuid: string;
        number: string;
      } | null;
      refundUuid: string | null;
      reason: string | null;
    };
    InvoiceExport: {
      /** Format: uuid */
      uuid: string;
      from: string;
      to: string;
      /** @enum {string} */
      status: 'running' | 'done' | 'failed';
      done: number;
      total: number;
      createdAt: string;
      finishedAt: string | null;
    };
    OrderFromInvoiceDraft: {
      user: {
        /** Format: uuid */
        uuid: string;
        email: string;
        name: string | null;
      };
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      supplier: {
        name: string;
        address: string;
        ico: string;
        dic: string | null;
        vatPayer: boolean;
      };
      buyer: {
        /** @enum {string} */
        kind: 'person' | 'company';
        name: string;
        email: string | null;
        street: string | null;
        city: string | null;
        zip: string | null;
        ico: string | null;
        dic: string | null;
      };
      lines: {
        label: string;
        kind: string;
        quantity: number;
        unitAmount: number;
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      vatRecap: {
        vatRate: number;
        base: number;
        vat: number;
        total: number;
      }[];
      total: number;
      variableSymbol: string | null;
      paidOn: string;
    };
    Refund: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      orderUuid: string;
      orderEmail: string | null;
      /** @enum {string} */
      status: 'pending' | 'refunded' | 'failed';
      amount: number;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      reason: string;
      requestedBy: string | null;
      /** @enum {string} */
      membershipEnd: 'now' | 'periodEnd';
      allowUsedTickets: boolean;
      lines: {
        /** Format: uuid */
        orderLineUuid: string;
        kind: string;
        label: string;
        amount: number;
      }[];
      paymentOrderNumber: string | null;
      attempts: number;
      lastError: string | null;
      creditNoteUuid: string | null;
      eventCancellationUuid: string | null;
      refundRequestUuid: string | null;
      createdAt: string;
      settledAt: string | null;
    };
    SeatingPlan: {
      /** Format: uuid */
      eventUuid: string;
      stage: {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      sections: {
        key: string;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
        rows: {
          label: string;
          seats: {
            id: string;
            label: string;
            x: number;
            y: number;
            category: string;
            wheelchair: boolean;
            companion: boolean;
            blocked: boolean;
          }[];
        }[];
      }[];
      seatCount: number;
      updatedAt: string;
    };
    EventSeats: {
      /** Format: uuid */
      eventUuid: string;
      stage: {
        x: number;
        y: number;
        width: number;
        height: number;
      };
      sections: {
        key: string;
        name: string;
        rows: {
          label: string;
          seats: {
            id: string;
            label: string;
            x: number;
            y: number;
            category: string;
            wheelchair: boolean;
            companion: boolean;
            /** @enum {string} */
            status: 'free' | 'held' | 'heldByYou' | 'booked' | 'blocked';
          }[];
        }[];
      }[];
      readAt: string;
    };
    HoldToken: {
      holdToken: string;
      expiresAt: string;
      expiresInSeconds: number;
    };
    AdminSeasonTicket: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionUuid: string;
      name: {
        cs: string;
        sk?: string;
        en?: string;
      };
      eventUuids: string[];
      events: {
        /** Format: uuid */
        uuid: string;
        startsAt: string;
        cancelled: boolean;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
      }[];
      sections: string[];
      renewsSeasonTicketUuid: string | null;
      priorityUntil: string | null;
      prices: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      }[];
      seatsSold: number;
      seatsKeptForRenewal: number;
      createdAt: string;
      updatedAt: string;
    };
    AdminSeasonSeat: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      userUuid: string;
      email: string | null;
      /** Format: uuid */
      orderUuid: string;
      /** @enum {string} */
      status: 'active' | 'refunded';
      releasedEventUuids: string[];
      createdAt: string;
    };
    SeasonTicket: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      subscriptionUuid: string;
      name: string;
      text: string;
      image: string | null;
      events: {
        /** Format: uuid */
        uuid: string;
        startsAt: string;
        cancelled: boolean;
        name: string;
        venue: string | null;
      }[];
      sections: {
        key: string;
        name: string;
      }[];
      price: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      } | null;
      priorityUntil: string | null;
    };
    SeasonHold: {
      token: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      seatId: string;
      /** @enum {string} */
      kind: 'sale' | 'renewal';
      expiresAt: string;
    };
    SeasonSeat: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      name: string;
      /** @enum {string} */
      status: 'active' | 'refunded';
      events: {
        /** Format: uuid */
        eventUuid: string;
        name: string;
        startsAt: string;
        /** Format: uuid */
        ticketUuid: string;
        /** @enum {string} */
        status: 'valid' | 'used' | 'released' | 'passedOn' | 'voided';
        releasable: boolean;
      }[];
    };
    SeasonRenewal: {
      seatId: string;
      section: string;
      sectionName: string;
      row: string;
      label: string;
      /** Format: uuid */
      seasonTicketUuid: string;
      name: string;
      holdToken: string;
      until: string;
      price: {
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        amount: number;
      } | null;
    };
    Ticket: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      eventUuid: string;
      orderUuid: string | null;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      category: string;
      holderName: string | null;
      checkedAt: string | null;
      createdAt: string;
      passedOn: boolean;
    };
    TicketTransfer: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      ticketUuid: string;
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'cancelled' | 'expired';
      toEmail: string;
      createdAt: string;
      settledAt: string | null;
    };
    TicketTransferOffer: {
      /** @enum {string} */
      status: 'pending' | 'accepted' | 'cancelled' | 'expired';
      event: {
        /** Format: uuid */
        uuid: string;
        name: string;
        venue: string;
        startsAt: string;
        endsAt: string;
      };
      category: string;
      categoryName: string;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      fromName: string;
      toEmail: string;
      acceptUntil: string;
    };
    MyTicket: {
      /** Format: uuid */
      uuid: string;
      code: string;
      qrPayload: string;
      version: number;
      event: {
        /** Format: uuid */
        uuid: string;
        name: string;
        venue: string;
        startsAt: string;
        endsAt: string;
      };
      category: string;
      categoryName: string;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      holderName: string | null;
      orderUuid: string | null;
      checkedAt: string | null;
      voided: boolean;
      voidedAt: string | null;
      transferable: boolean;
      transferableUntil: string | null;
      pendingTransfer: components['schemas']['TicketTransfer'] | null;
      season: {
        /** Format: uuid */
        uuid: string;
        name: string;
      } | null;
      wallet: {
        apple: boolean;
        google: boolean;
      };
    };
    AdminTicket: {
      /** Format: uuid */
      uuid: string;
      code: string;
      /** Format: uuid */
      eventUuid: string;
      orderUuid: string | null;
      seatId: string | null;
      section: string | null;
      row: string | null;
      seatLabel: string | null;
      category: string;
      holderName: string | null;
      checkedAt: string | null;
      createdAt: string;
      passedOn: boolean;
      checkedGate: string | null;
      voidedAt?: string | null;
      voidReason?: string | null;
      version: number;
      holderUuid: string | null;
    };
    TicketHistory: {
      ticket: components['schemas']['AdminTicket'];
      holder: {
        /** Format: uuid */
        uuid: string;
        email: string;
        name: string | null;
      } | null;
      entries: {
        at: string;
        /** @enum {string} */
        kind:
          | 'issued'
          | 'transferOffered'
          | 'transferCancelled'
          | 'transferAccepted'
          | 'checkedIn'
          | 'doubleAdmission'
          | 'voided';
        user: {
          /** Format: uuid */
          uuid: string;
          email: string;
          name: string | null;
        } | null;
        toUser: {
          /** Format: uuid */
          uuid: string;
          email: string;
          name: string | null;
        } | null;
        toEmail: string | null;
        gate: string | null;
        version: number | null;
        reason: string | null;
      }[];
    };
    GateEvent: {
      /** Format: uuid */
      uuid: string;
      name: string;
      venue: string;
      startsAt: string;
      endsAt: string;
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    GatePackage: {
      event: components['schemas']['GateEvent'];
      publicKey: {
        /** @constant */
        algorithm: 'Ed25519';
        pem: string;
        raw: string;
        payloadFormat: string;
      };
      tickets: {
        /** Format: uuid */
        uuid: string;
        code: string;
        category: string;
        seatId: string | null;
        section: string | null;
        row: string | null;
        seatLabel: string | null;
        holderName: string | null;
        checkedAt: string | null;
        checkedGate: string | null;
        voidedAt?: string | null;
        version?: number;
      }[];
      generatedAt: string;
    };
    CheckInResult: {
      ticket: {
        /** Format: uuid */
        uuid: string;
        code: string;
        category: string;
        seatId: string | null;
        section: string | null;
        row: string | null;
        seatLabel: string | null;
        holderName: string | null;
        checkedAt: string | null;
        checkedGate: string | null;
        voidedAt?: string | null;
        version?: number;
      };
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    GateSyncResult: {
      results: {
        id: string;
        /** @enum {string} */
        outcome: 'checkedIn' | 'doubleAdmission' | 'notForThisEvent' | 'invalid' | 'superseded';
        ticket: {
          /** Format: uuid */
          uuid: string;
          code: string;
          category: string;
          seatId: string | null;
          section: string | null;
          row: string | null;
          seatLabel: string | null;
          holderName: string | null;
          checkedAt: string | null;
          checkedGate: string | null;
          voidedAt?: string | null;
          version?: number;
        } | null;
        scannedAt: string;
        gate: string;
        firstCheckedAt: string | null;
        firstGate: string | null;
      }[];
      counters: {
        checked: number;
        expected: number;
        doubleAdmissions: number;
      };
    };
    WaitlistPlace: {
      /** Format: uuid */
      uuid: string;
      position: number | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      quantity: number;
      category: string | null;
      joinedAt: string;
    };
    WaitlistOffer: {
      /** Format: uuid */
      uuid: string;
      quantity: number;
      expiresAt: string;
      seats: {
        section: string;
        row: string;
        label: string;
        category: string;
      }[];
      orderUuid: string | null;
      byStaff: boolean;
      createdAt: string;
    };
    MyWaitlistEntry: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      subject: 'event' | 'subscription';
      /** Format: uuid */
      subjectUuid: string;
      name: string;
      startsAt: string | null;
      category: string | null;
      categoryName: string | null;
      quantity: number;
      position: number | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      joinedAt: string;
      offer: components['schemas']['WaitlistOffer'] | null;
    };
    AdminWaitlist: {
      /** @enum {string} */
      subject: 'event' | 'subscription';
      /** Format: uuid */
      subjectUuid: string;
      enabled: boolean;
      closed: boolean;
      maxQuantity: number;
      offerHours: number;
      stats: {
        waiting: number;
        waitingQuantity: number;
        offered: number;
        ordered: number;
        bought: number;
        lapsed: number;
        left: number;
      };
    };
    AdminWaitlistEntry: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      userUuid: string;
      email: string;
      name: string;
      position: number | null;
      quantity: number;
      category: string | null;
      /** @enum {string} */
      status: 'waiting' | 'offered' | 'ordered' | 'bought' | 'lapsed' | 'left' | 'closed';
      joinedAt: string;
      offer: components['schemas']['WaitlistOffer'] | null;
    };
    PublicWaitlist: {
      open: boolean;
      maxQuantity: number;
      offerHours: number;
      waiting: number;
    };
    AdminFile: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      kind: 'image' | 'audio' | 'pdf';
      mime: string;
      originalName: string;
      size: number;
      url: string;
      width: number | null;
      height: number | null;
      variants: {
        width: number;
        url: string;
      }[];
      createdAt: string;
    };
    PublicImage: {
      url: string;
      width: number | null;
      height: number | null;
      srcset: string;
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
      imageUrl: string | null;
      authorUuid: string | null;
      requiredFeatureUuids: string[];
      sendNotifications: boolean;
      notifiedAt: string | null;
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminAudioArchive: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      audios: {
        /** Format: uuid */
        uuid: string;
        title: {
          cs: string;
          sk?: string;
          en?: string;
        };
        /** Format: uuid */
        file: string;
        url: string | null;
        originalName: string | null;
        durationSeconds: number | null;
      }[];
      audioCount: number;
    };
    PublicAudioArchive: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImage'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      audioCount: number;
      durationSeconds: number;
      audios: {
        /** Format: uuid */
        uuid: string;
        title: string;
        url: string;
        mime: string;
        durationSeconds: number | null;
      }[];
    };
    AdminAuditEntry: {
      /** Format: uuid */
      uuid: string;
      /** Format: uuid */
      actorUuid: string;
      actorEmail: string;
      resource: string;
      recordId: string | null;
      action: string;
      route: string;
      before: {
        [key: string]: unknown;
      } | null;
      after: {
        [key: string]: unknown;
      } | null;
      createdAt: string;
    };
    AdminBenefit: {
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
      imageUrl: string | null;
      link: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminContactMessage: {
      /** Format: uuid */
      uuid: string;
      name: string;
      email: string;
      subject: string;
      message: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      handledAt: string | null;
      createdAt: string;
    };
    AdminCountdown: {
      /** Format: uuid */
      uuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      targetAt: string;
      image: string | null;
      imageUrl: string | null;
      link: string | null;
      createdAt: string;
      updatedAt: string;
    };
    AdminEvent: {
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
      imageUrl: string | null;
      venue: string;
      startsAt: string;
      endsAt: string;
      saleFrom: string;
      saleTo: string;
      presaleFrom: string | null;
      presaleTo: string | null;
      published: boolean;
      categories: {
        key: string;
        name: {
          cs: string;
          sk?: string;
          en?: string;
        };
        color: string;
        priceCzk: number;
        priceEur: number;
        capacity: number | null;
        seatCount: number;
      }[];
      seatsioEventKey: string | null;
      seated: boolean;
      seatCount: number;
      cancelledAt: string | null;
      cancelReason: string | null;
      refundRequestsUntil: string | null;
      transfersAllowed: boolean;
      transfersUntil: string | null;
      createdAt: string;
      updatedAt: string;
    };
    PublicEvent: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      name: string;
      text: string;
      image: components['schemas']['PublicImage'] | null;
      venue: string;
      startsAt: string;
      endsAt: string;
      saleFrom: string;
      saleTo: string;
      presaleFrom: string | null;
      presaleTo: string | null;
      seated: boolean;
      categories: {
        key: string;
        name: string;
        color: string;
        price: number;
        /** @enum {string} */
        currency: 'CZK' | 'EUR';
        available: number;
      }[];
      priceFrom: number | null;
      /** @enum {string} */
      currency: 'CZK' | 'EUR';
      /** @enum {string} */
      availability: 'notYetOnSale' | 'presale' | 'onSale' | 'soldOut' | 'saleClosed' | 'ended' | 'cancelled';
      cancelled: boolean;
      cancelReason: string | null;
      refundRequestsUntil: string | null;
      seatsioEventKey: string;
      waitingRoom: {
        opensAt: string;
        saleStartsAt: string;
        paused: boolean;
        closed: boolean;
      } | null;
    };
    AdminGallery: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      images: {
        /** Format: uuid */
        uuid: string;
        /** Format: uuid */
        file: string;
        url: string | null;
        caption: {
          cs?: string;
          sk?: string;
          en?: string;
        };
      }[];
      imageCount: number;
    };
    PublicGallery: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImage'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      imageCount: number;
      images: {
        /** Format: uuid */
        uuid: string;
        image: components['schemas']['PublicImage'];
        caption: string;
      }[];
    };
    AdminMediaAccreditation: {
      /** Format: uuid */
      uuid: string;
      name: string;
      medium: string;
      email: string;
      phone: string;
      event: string;
      note: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      reviewNote: string;
      reviewedAt: string | null;
      attachment: {
        mime: string;
        originalName: string;
        size: number;
      } | null;
      createdAt: string;
    };
    AdminPushNotification: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      contentType: 'ARTICLE' | 'GALLERY' | 'BENEFIT' | 'VIDEO_ARCHIVE' | 'EVENT' | 'AUDIO_ARCHIVE';
      /** Format: uuid */
      contentUuid: string;
      title: {
        cs: string;
        sk?: string;
        en?: string;
      };
      message: {
        cs: string;
        sk?: string;
        en?: string;
      };
      url: string;
      segments: string[];
      recipientCount: number | null;
      sendAt: string;
      /** @enum {string} */
      status: 'pending' | 'sent' | 'kept' | 'failed';
      attempts: number;
      lastError: string | null;
      providerId: string | null;
      sentAt: string | null;
      createdAt: string;
    };
    AdminVideoArchive: {
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
      image: string | null;
      imageUrl: string | null;
      requiredFeatureUuids: string[];
      publishedAt: string | null;
      createdAt: string;
      updatedAt: string;
      videos: {
        /** Format: uuid */
        uuid: string;
        title: {
          cs: string;
          sk?: string;
          en?: string;
        };
        link: string;
        thumbnail: string | null;
        thumbnailUrl: string | null;
      }[];
      videoCount: number;
    };
    PublicVideoArchive: {
      /** Format: uuid */
      uuid: string;
      /** @enum {string} */
      language: 'cs' | 'sk' | 'en';
      title: string;
      perex: string;
      image: components['schemas']['PublicImage'] | null;
      requiredFeatureUuids: string[];
      publishedAt: string;
      videoCount: number;
      videos: {
        /** Format: uuid */
        uuid: string;
        title: string;
        link: string;
        embedUrl: string;
        thumbnail: components['schemas']['PublicImage'] | null;
      }[];
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
