import type { ApiClient } from '@tribuna/common/api/client';
import type { paths } from '@tribuna/common/api/openapi';
import type { ResourceCallbacks } from 'react-admin';

/** A path of the admin API, as its contract in common/contracts names it. */
export type AdminPath = Extract<keyof paths, `/admin/${string}`>;
/** An admin path that names one record by its uuid. */
export type AdminRecordPath = Extract<AdminPath, `${string}/{uuid}`>;

/** What a resource's custom actions are built with. */
export interface ResourceDataContext {
  /** The back office's typed API client. */
  api: ApiClient;
  /** Runs a call so that its failure reaches react-admin as its HttpError (`apiError.<name>`). */
  call<T>(run: () => Promise<T>): Promise<T>;
  /** The identity token and the admin language, for calls outside the client (uploads). */
  getIdToken(): Promise<string | null>;
  getLanguage(): string;
}

/**
 * A back-office resource's part of the data provider, beside its screens: where the API keeps it
 * when that is not `/admin/<resource>`, its custom actions and its lifecycle callbacks.
 * `dataProvider.ts` assembles react-admin's generic CRUD with every resource's part.
 */
export interface ResourceData {
  /** react-admin's resource name (App.tsx). */
  resource: string;
  /** The list's and the record's API paths, when they are not `/admin/<resource>(/{uuid})`. */
  paths?: { list: AdminPath; one: AdminRecordPath };
  /** A filter the API lists the resource within (its parent): without it there is nothing to ask for. */
  requiredListFilter?: string;
  /** The resource's own calls, added to the data provider: `useDataProvider<AdminDataProvider>()`. */
  actions?: (context: ResourceDataContext) => object;
  /** What the resource's records go through on their way to the API and back (withLifecycleCallbacks). */
  callbacks?: Omit<ResourceCallbacks, 'resource'>;
}

/** Declares a resource's part of the data provider, keeping its actions' types for callers. */
export const defineResourceData = <const Data extends ResourceData>(data: Data): Data => data;
