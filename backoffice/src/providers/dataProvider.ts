import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, ApiError, isValues, type ApiClient } from '@tribuna/common/api/client';
import { errorNameForStatus } from '@tribuna/common/errors';
import { DEFAULT_PAGE_SIZE } from '@tribuna/common/paging';
import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetListResult,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetManyReferenceResult,
  type GetManyResult,
  type GetOneParams,
  type GetOneResult,
  type RaRecord,
  type ResourceCallbacks,
  type SortPayload,
  type UpdateManyParams,
  type UpdateManyResult,
  type fetchUtils,
} from 'react-admin';
import { articlesData } from '../articles/articlesData';
import { audioArchivesData } from '../audioArchives/audioArchivesData';
import { benefitsData } from '../benefits/benefitsData';
import { contentAuthorsData } from '../content/contentAuthorsData';
import { countdownsData } from '../countdowns/countdownsData';
import { eventsData } from '../events/eventsData';
import { featuresData } from '../features/featuresData';
import { filesData } from '../files/filesData';
import { galleriesData } from '../galleries/galleriesData';
import { invoicesData } from '../invoices/invoicesData';
import { dashboardData } from '../layout/dashboardData';
import { mediaAccreditationsData } from '../mediaAccreditations/mediaAccreditationsData';
import { orderVouchersData } from '../orderVouchers/orderVouchersData';
import { ordersData } from '../orders/ordersData';
import { refundRequestsData } from '../refundRequests/refundRequestsData';
import { refundsData } from '../refunds/refundsData';
import { seasonTicketsData } from '../seasonTickets/seasonTicketsData';
import { subscriptionsData } from '../subscriptions/subscriptionsData';
import { ticketsData } from '../tickets/ticketsData';
import { usersData } from '../users/usersData';
import { videoArchivesData } from '../videoArchives/videoArchivesData';
import { vouchersData } from '../vouchers/vouchersData';
import { waitlistsData } from '../waitlists/waitlistsData';
import type { ResourceData, ResourceDataContext } from './resourceData';

type Query = Record<string, string | number | boolean>;

/** Bulk actions over hundreds of items run a few requests at a time, not hundreds at once. */
const BULK_CONCURRENCY = 5;

const ADMIN_API = `${API_BASE}/admin`;

/** Every resource's part of the data provider (each beside its screens): paths, actions, callbacks. */
const resourceParts: readonly ResourceData[] = [
  articlesData,
  audioArchivesData,
  benefitsData,
  contentAuthorsData,
  countdownsData,
  dashboardData,
  eventsData,
  featuresData,
  filesData,
  galleriesData,
  invoicesData,
  mediaAccreditationsData,
  orderVouchersData,
  ordersData,
  refundRequestsData,
  refundsData,
  subscriptionsData,
  seasonTicketsData,
  ticketsData,
  usersData,
  videoArchivesData,
  vouchersData,
];
const partOf = (resource: string) => resourceParts.find((part) => part.resource === resource);

/** The resources' custom actions, one data provider's worth. */
function resourceActions(context: ResourceDataContext) {
  return {
    ...dashboardData.actions(context),
    ...eventsData.actions(context),
    ...filesData.actions(context),
    ...invoicesData.actions(context),
    ...mediaAccreditationsData.actions(context),
    ...orderVouchersData.actions(context),
    ...ordersData.actions(context),
    ...refundRequestsData.actions(context),
    ...refundsData.actions(context),
    ...subscriptionsData.actions(context),
    ...seasonTicketsData.actions(context),
    ...ticketsData.actions(context),
    ...usersData.actions(context),
    ...vouchersData.actions(context),
    ...waitlistsData.actions(context),
  };
}

/** The resources' lifecycle callbacks, for react-admin's withLifecycleCallbacks (main.tsx). */
export const resourceCallbacks: ResourceCallbacks[] = resourceParts.flatMap((part) =>
  part.callbacks ? [{ ...part.callbacks, resource: part.resource }] : [],
);

/** Where the API lists a resource and reads one of its records (`/admin/<resource>` unless its part says). */
const listUrl = (resource: string) => `${API_BASE}${partOf(resource)?.paths?.list ?? `/admin/${resource}`}`;
const recordUrl = (resource: string, id: RaRecord['id']) =>
  `${API_BASE}${partOf(resource)?.paths?.one ?? `/admin/${resource}/{uuid}`}`.replace(
    '{uuid}',
    encodeURIComponent(String(id)),
  );

/** An answer's record (withId gave it the `id` react-admin knows it by). */
function isRecord<RecordType extends RaRecord>(value: unknown): value is RecordType {
  return isValues(value);
}

/** A list answer: `{ data: [...], total }`. */
function isList<RecordType extends RaRecord>(
  value: unknown,
): value is { data: RecordType[]; total?: number } {
  return (
    isValues(value) &&
    Array.isArray(value.data) &&
    value.data.every(isValues) &&
    (value.total === undefined || typeof value.total === 'number')
  );
}

/** An answer that is not what the contract says: the call fails as a server error would. */
function unexpectedAnswer(url: string): HttpError {
  return new HttpError('apiError.errorFallback', 500, { message: `${url}: an unexpected answer` });
}

/** Admin API records are identified by `uuid`, which react-admin knows as `id`. */
function withId(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withId);
  if (typeof value !== 'object' || value === null) return value;
  if ('uuid' in value) return { ...value, id: value.uuid };
  // A list answer: `{ data: [...], total }`.
  if ('data' in value && Array.isArray(value.data)) return { ...value, data: value.data.map(withId) };
  return value;
}

/** The record react-admin sends, as the API takes it: no `id`, and a PUT names its record by `uuid`. */
function toApiBody(method: string, url: string, body: string): string {
  const parsed: unknown = JSON.parse(body);
  const { id, ...record } = isValues(parsed) ? parsed : {};
  if (method !== 'PUT') return JSON.stringify(record);
  return JSON.stringify({ ...record, uuid: String(id ?? decodeURIComponent(url.split('/').pop() ?? '')) });
}

function sortQuery(sort: SortPayload | undefined): Query {
  // `id` is react-admin's default sort, not a column of the API: the server's own order applies.
  if (!sort?.field || sort.field === 'id') return {};
  return { sort: sort.field, order: sort.order === 'DESC' ? 'desc' : 'asc' };
}

function filterQuery(filter: Record<string, unknown> | undefined): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (Array.isArray(value)) query[key] = value.join(',');
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query[key] = value;
  }
  return query;
}

/**
 * The failing fields of a 400 answer, keyed by form path (`title.cs`), for react-admin's
 * server-side validation. Messages that are not our own keys fall back to the catalogue text.
 */
function fieldErrors(body: unknown): Record<string, string> | undefined {
  const fields = isValues(body) && isValues(body.details) ? body.details.fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  const errors: Record<string, string> = {};
  for (const item of fields) {
    if (!isValues(item) || typeof item.field !== 'string' || !item.field.startsWith('body.')) continue;
    const message =
      typeof item.message === 'string' && /^formError\.\w+$/.test(item.message) ? item.message : '';
    errors[item.field.slice('body.'.length)] = message || 'apiError.badRequest';
  }
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/**
 * An API error becomes react-admin's HttpError whose message is the i18n key `apiError.<name>`:
 * react-admin translates notification messages, so the user reads the catalogue text. Other
 * errors (a cancelled request) pass through as they are.
 */
export function toHttpError(error: unknown): unknown {
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError)
    return new HttpError('ra.notification.http_error', 0, { message: error.message });
  if (!(error instanceof ApiError)) return error;
  const name = error.errorName ?? errorNameForStatus(error.status);
  const body = typeof error.body === 'object' && error.body !== null ? error.body : { message: error.body };
  const errors = fieldErrors(error.body);
  return new HttpError(`apiError.${name}`, error.status, errors ? { ...body, errors } : body);
}

async function mapInBatches<T, R>(items: readonly T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += BULK_CONCURRENCY) {
    results.push(...(await Promise.all(items.slice(i, i + BULK_CONCURRENCY).map(run))));
  }
  return results;
}

/**
 * The back office's DataProvider: react-admin's methods plus every resource's custom actions, typed
 * for `useDataProvider<AdminDataProvider>()`.
 */
export type AdminDataProvider = DataProvider & ReturnType<typeof resourceActions>;

/**
 * react-admin's simple REST provider over the admin API (`/api/v1/admin/<resource>`, ARCHITECTURE.md),
 * on the shared client's transport. Overridden only where the API differs from that dialect: lists
 * page by `limit`/`offset` and answer `{data, total}`, there is no "many by id" filter, and PUT
 * replaces whole records. Each resource's own calls come from its part (resourceParts); per-resource
 * data shaping lives in its lifecycle callbacks (resourceCallbacks).
 */
export function createDataProvider(
  api: ApiClient,
  options: { getIdToken?: () => Promise<string | null>; getLanguage?: () => string } = {},
): AdminDataProvider {
  const httpClient = async (url: string, options: fetchUtils.Options = {}) => {
    const method = options.method ?? 'GET';
    const body = typeof options.body === 'string' ? toApiBody(method, url, options.body) : undefined;
    try {
      const response = await api.send(url, { method, body, signal: options.signal });
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        body: text,
        json: withId(text ? JSON.parse(text) : undefined),
      };
    } catch (error) {
      throw toHttpError(error);
    }
  };
  const rest = simpleRestProvider(ADMIN_API, httpClient);

  const getList = async <RecordType extends RaRecord>(
    resource: string,
    params: GetListParams,
  ): Promise<GetListResult<RecordType>> => {
    const required = partOf(resource)?.requiredListFilter;
    if (required && !params.filter?.[required]) return { data: [], total: 0 };
    const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
    const offset = (page - 1) * perPage;
    const base = { ...sortQuery(params.sort), ...filterQuery(params.filter) };
    const fetchPage = async (limit: number, at: number) => {
      const query = new URLSearchParams(
        Object.entries({ limit, offset: at, ...base })
          .filter(([, v]) => String(v) !== '')
          .map(([k, v]) => [k, String(v)]),
      );
      const url = `${listUrl(resource)}?${query}`;
      const { json } = await httpClient(url, { signal: params.signal });
      if (!isList<RecordType>(json)) throw unexpectedAnswer(url);
      return json;
    };
    // The API answers at most DEFAULT_PAGE_SIZE items a call; larger pages (exports) are stitched.
    const first = await fetchPage(Math.min(perPage, DEFAULT_PAGE_SIZE), offset);
    const rows = [...first.data];
    while (rows.length < perPage && offset + rows.length < (first.total ?? 0)) {
      const next = await fetchPage(Math.min(perPage - rows.length, DEFAULT_PAGE_SIZE), offset + rows.length);
      if (next.data.length === 0) break;
      rows.push(...next.data);
    }
    return { data: rows, total: first.total };
  };

  const getOne = async <RecordType extends RaRecord>(
    resource: string,
    params: GetOneParams<RecordType>,
  ): Promise<GetOneResult<RecordType>> => {
    if (!partOf(resource)?.paths) return rest.getOne<RecordType>(resource, params);
    const url = recordUrl(resource, params.id);
    const { json } = await httpClient(url, { signal: params.signal });
    if (!isRecord<RecordType>(json)) throw unexpectedAnswer(url);
    return { data: json };
  };

  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  return {
    ...rest,
    supportAbortSignal: true,
    getList,
    getOne,
    getMany: async <RecordType extends RaRecord>(
      resource: string,
      params: GetManyParams<RecordType>,
    ): Promise<GetManyResult<RecordType>> => ({
      data: await mapInBatches(
        params.ids,
        async (id) => (await getOne<RecordType>(resource, { id, signal: params.signal })).data,
      ),
    }),
    getManyReference: <RecordType extends RaRecord>(
      resource: string,
      params: GetManyReferenceParams,
    ): Promise<GetManyReferenceResult<RecordType>> =>
      getList<RecordType>(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    // The API replaces whole records (PUT), so each one is read and merged with the change first.
    updateMany: async <RecordType extends RaRecord>(
      resource: string,
      params: UpdateManyParams,
    ): Promise<UpdateManyResult<RecordType>> => ({
      data: await mapInBatches(params.ids, async (id) => {
        const { data: current } = await rest.getOne<RecordType>(resource, { id });
        const { data: saved } = await rest.update<RecordType>(resource, {
          id,
          data: { ...current, ...params.data },
          previousData: current,
        });
        return saved.id;
      }),
    }),
    ...resourceActions({
      api,
      call,
      getIdToken: options.getIdToken ?? (async () => null),
      getLanguage: () => options.getLanguage?.() ?? 'cs',
    }),
  };
}
