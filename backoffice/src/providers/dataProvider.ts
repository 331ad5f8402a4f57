import { ApiError, type ApiClient, type RequestOptions } from '@tribuna/common/api/client';
import { errorNameForStatus } from '@tribuna/common/errors';
import type { Role } from '@tribuna/common/schemas/auth';
import type { AdminUser } from '@tribuna/common/schemas/users';
import { DEFAULT_PAGE_SIZE } from '@tribuna/common/schemas/common';
import {
  HttpError,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type Identifier,
  type RaRecord,
  type SortPayload,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';

/** An admin API record: identified by `uuid`, which react-admin knows as `id`. */
type ApiRecord = { uuid: string } & Record<string, unknown>;
type ListAnswer = { data: ApiRecord[]; total: number };
type Query = NonNullable<RequestOptions['query']>;

/** Bulk actions over hundreds of items run a few requests at a time, not hundreds at once. */
const BULK_CONCURRENCY = 5;

const fromApi = (record: ApiRecord): RaRecord => ({ ...record, id: record.uuid });

function toApi(data: Partial<RaRecord>): Record<string, unknown> {
  const { id: _id, ...rest } = data;
  return rest;
}

const pathOf = (resource: string, id?: Identifier) =>
  id === undefined ? `/admin/${resource}` : `/admin/${resource}/${encodeURIComponent(String(id))}`;

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
  const fields = (body as { details?: { fields?: unknown } } | null)?.details?.fields;
  if (!Array.isArray(fields)) return undefined;
  const errors: Record<string, string> = {};
  for (const item of fields as { field?: unknown; message?: unknown }[]) {
    if (typeof item.field !== 'string' || !item.field.startsWith('body.')) continue;
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

/** The back office's DataProvider: react-admin's methods plus the custom actions of the API. */
export interface AdminDataProvider extends DataProvider {
  /** `POST /auth/set-roles`: replaces the user's roles; only `user_admin` and `super_admin` may. */
  setRoles(userUuid: Identifier, roles: readonly Role[]): Promise<{ data: AdminUser & RaRecord }>;
}

/**
 * react-admin's DataProvider over the admin API (`/api/v1/admin/<resource>`, ARCHITECTURE.md):
 * generic for every resource; per-resource data shaping lives in lifecycle callbacks.
 */
export function createDataProvider(api: ApiClient): AdminDataProvider {
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  const getOne = (resource: string, id: Identifier, signal?: AbortSignal) =>
    call(() => api.get<ApiRecord>(pathOf(resource, id), { signal })).then(fromApi);

  const update = (resource: string, id: Identifier, data: Partial<RaRecord>) =>
    call(() => api.put<ApiRecord>(pathOf(resource, id), { ...toApi(data), uuid: String(id) })).then(fromApi);

  const remove = (resource: string, id: Identifier, previousData?: RaRecord) =>
    call(() => api.delete<ApiRecord | undefined>(pathOf(resource, id))).then((deleted) =>
      deleted ? fromApi(deleted) : (previousData ?? { id }),
    );

  const getList = async (resource: string, params: GetListParams) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: DEFAULT_PAGE_SIZE };
    const offset = (page - 1) * perPage;
    const base = { ...sortQuery(params.sort), ...filterQuery(params.filter) };
    const fetchPage = (limit: number, at: number) =>
      call(() =>
        api.get<ListAnswer>(pathOf(resource), {
          query: { limit, offset: at, ...base },
          signal: params.signal,
        }),
      );
    // The API answers at most DEFAULT_PAGE_SIZE items a call; larger pages (exports) are stitched.
    const first = await fetchPage(Math.min(perPage, DEFAULT_PAGE_SIZE), offset);
    const rows = [...first.data];
    while (rows.length < perPage && offset + rows.length < first.total) {
      const next = await fetchPage(Math.min(perPage - rows.length, DEFAULT_PAGE_SIZE), offset + rows.length);
      if (next.data.length === 0) break;
      rows.push(...next.data);
    }
    return { data: rows.map(fromApi), total: first.total };
  };

  const provider = {
    supportAbortSignal: true,
    getList,
    getOne: async (resource: string, params: GetOneParams) => ({
      data: await getOne(resource, params.id, params.signal),
    }),
    getMany: async (resource: string, params: GetManyParams) => ({
      data: await mapInBatches(params.ids, (id) => getOne(resource, id, params.signal)),
    }),
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource: string, params: CreateParams) => ({
      data: fromApi(await call(() => api.post<ApiRecord>(pathOf(resource), toApi(params.data)))),
    }),
    update: async (resource: string, params: UpdateParams) => ({
      data: await update(resource, params.id, params.data),
    }),
    // The API replaces whole records (PUT), so each one is read and merged with the change first.
    updateMany: async (resource: string, params: UpdateManyParams) => ({
      data: await mapInBatches(params.ids, async (id) => {
        const current = await getOne(resource, id);
        return (await update(resource, id, { ...current, ...params.data })).id;
      }),
    }),
    delete: async (resource: string, params: DeleteParams) => ({
      data: await remove(resource, params.id, params.previousData),
    }),
    deleteMany: async (resource: string, params: DeleteManyParams) => ({
      data: await mapInBatches(params.ids, async (id) => (await remove(resource, id)).id),
    }),
    setRoles: async (userUuid: Identifier, roles: readonly Role[]) => {
      const body = { userUuid: String(userUuid), roles: [...roles] };
      return { data: fromApi(await call(() => api.post<ApiRecord>('/auth/set-roles', body))) };
    },
  };
  // The methods answer plain RaRecords; react-admin's per-call record type parameter is the caller's claim.
  return provider as AdminDataProvider;
}
