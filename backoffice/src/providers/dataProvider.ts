import simpleRestProvider from 'ra-data-simple-rest';
import { API_BASE, ApiError, data, type ApiClient } from '@tribuna/common/api/client';
import { errorNameForStatus } from '@tribuna/common/errors';
import type { Role } from '@tribuna/common/schemas/auth';
import type { AdminDashboard } from '@tribuna/common/schemas/dashboard';
import type { SeatingPlan } from '@tribuna/common/schemas/seating';
import type { AdminFile } from '@tribuna/common/schemas/files';
import type { AdminUser } from '@tribuna/common/schemas/users';
import type { AdminOrderDetail, UpdateOrderStatusBody } from '@tribuna/common/schemas/orders';
import type {
  AdminOrderVoucherDetail,
  VoucherBatch,
  VoucherBatchInput,
} from '@tribuna/common/schemas/vouchers';
import type {
  AdminTicket,
  CheckInBody,
  CheckInResult,
  GateEvent,
  GatePackage,
  GateSyncBody,
  GateSyncResult,
} from '@tribuna/common/schemas/tickets';
import type {
  InvoiceExport,
  InvoiceExportInput,
  OrderFromInvoiceBody,
  OrderFromInvoiceDraft,
  OrderFromInvoiceResult,
} from '@tribuna/common/schemas/invoices';
import { DEFAULT_PAGE_SIZE } from '@tribuna/common/paging';
import { uploadFile } from './upload';
import {
  HttpError,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type GetOneParams,
  type GetManyReferenceParams,
  type Identifier,
  type RaRecord,
  type SortPayload,
  type UpdateManyParams,
  type fetchUtils,
} from 'react-admin';

type Query = Record<string, string | number | boolean>;

/** Bulk actions over hundreds of items run a few requests at a time, not hundreds at once. */
const BULK_CONCURRENCY = 5;

const ADMIN_API = `${API_BASE}/admin`;

/**
 * Resources whose API path is not their name: voucher orders are read at `/admin/order/vouchers`
 * (list) and `/admin/order/voucher/{uuid}` (one).
 */
const resourcePaths: Record<string, { list: string; one: string }> = {
  'order-vouchers': { list: 'order/vouchers', one: 'order/voucher' },
  // Staff who may write articles: the choices of the author picker and of the overview's filter.
  'content-authors': { list: 'content/authors', one: 'content/authors' },
};
/** Resources the API lists only within a parent: without that filter there is nothing to ask for. */
const requiredListFilters: Record<string, string> = { tickets: 'eventUuid' };

const listPath = (resource: string) => resourcePaths[resource]?.list ?? resource;
const onePath = (resource: string) => resourcePaths[resource]?.one ?? resource;

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
  const { id, ...record } = JSON.parse(body) as Record<string, unknown>;
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
  /** `GET /admin/dashboard`: the home's cards, those of the lists the user may read. */
  dashboard(): Promise<AdminDashboard>;
  /** `POST /auth/set-roles`: replaces the user's roles; only `user_admin` and `super_admin` may. */
  setRoles(userUuid: Identifier, roles: readonly Role[]): Promise<{ data: AdminUser & RaRecord }>;
  /** `POST /admin/order/update-status`: staff accept an order by hand (delivering it) or reject it. */
  updateOrderStatus(body: UpdateOrderStatusBody): Promise<{ data: AdminOrderDetail & RaRecord }>;
  /** `POST /admin/order/resend-successfull-email`: the confirmation e-mail of an accepted order, again. */
  resendOrderEmail(orderUuid: Identifier): Promise<void>;
  /** `POST /admin/vouchers/batches`: starts generating codes; follow it with `voucherBatch`. */
  startVoucherBatch(body: VoucherBatchInput): Promise<VoucherBatch>;
  /** `GET /admin/vouchers/batches/{uuid}`: a generation's progress. */
  voucherBatch(batchUuid: string): Promise<VoucherBatch>;
  /** `GET /admin/vouchers/batches/{uuid}/csv`: the generated codes as a CSV file, as the server names it. */
  voucherBatchCsv(batchUuid: string): Promise<{ file: Blob; filename: string }>;
  /** `GET /admin/invoices/{uuid}/pdf`: an invoice's PDF, as the server names it. */
  invoicePdf(invoiceUuid: string): Promise<{ file: Blob; filename: string }>;
  /** `POST /admin/invoices/export`: starts the ZIP of a period's invoices; follow it with `invoiceExport`. */
  startInvoiceExport(body: InvoiceExportInput): Promise<InvoiceExport>;
  /** `GET /admin/invoices/export/{uuid}`: an export's progress. */
  invoiceExport(exportUuid: string): Promise<InvoiceExport>;
  /** `GET /admin/invoices/export/{uuid}/zip`: the finished ZIP, as the server names it. */
  invoiceExportZip(exportUuid: string): Promise<{ file: Blob; filename: string }>;
  /** `POST /admin/order/generate/order-from-invoice-draft`: what the order and its invoice will say. */
  orderFromInvoiceDraft(body: OrderFromInvoiceBody): Promise<OrderFromInvoiceDraft>;
  /** `POST /admin/order/generate/order-from-invoice`: the order made, delivered, accepted and invoiced. */
  orderFromInvoice(body: OrderFromInvoiceBody): Promise<OrderFromInvoiceResult>;
  /** `GET /admin/events/{uuid}/seating-plan`: the event's plan (seatingPlanNotFound without one). */
  seatingPlan(eventUuid: string): Promise<SeatingPlan>;
  /** `GET /admin/tickets/gate/events`: the events whose tickets may be checked, with counters. */
  gateEvents(): Promise<GateEvent[]>;
  /** `GET /admin/tickets/gate/events/{uuid}`: the event's tickets and the QR key, for checking offline. */
  gatePackage(eventUuid: string): Promise<GatePackage>;
  /** `POST /admin/tickets/gate/events/{uuid}/check-in`: admits a ticket once (409 when it was already). */
  checkInTicket(eventUuid: string, body: CheckInBody): Promise<CheckInResult>;
  /** `POST /admin/tickets/gate/events/{uuid}/sync`: the check-ins queued offline. */
  syncGate(eventUuid: string, body: GateSyncBody): Promise<GateSyncResult>;
  /** `GET /admin/tickets/export-csv`: the event's tickets with the list's filters, as the server names the file. */
  ticketsCsv(filter: Record<string, unknown>): Promise<{ file: Blob; filename: string }>;
  /** `POST /admin/order/generate/ticket`: the missing tickets of a paid order. */
  generateOrderTickets(orderUuid: string): Promise<AdminTicket[]>;
  /** `POST /admin/order/generate/free-ticket`: one ticket without an order. */
  generateFreeTicket(body: {
    eventUuid: string;
    category: string;
    holderName?: string;
  }): Promise<AdminTicket>;
  /** `POST /admin/order/generate/tickets`: a free ticket for each name. */
  generateTicketBatch(body: { eventUuid: string; category: string; names: string[] }): Promise<AdminTicket[]>;
  /** `GET /admin/media-accreditations/{uuid}/attachment`: the applicant's press card, as the server names it. */
  mediaAccreditationAttachment(uuid: string): Promise<{ file: Blob; filename: string }>;
  /** `POST /admin/files`: uploads a file, telling its progress (0 to 1) as it goes. */
  uploadFile(file: File, onProgress?: (share: number) => void): Promise<AdminFile>;
  /** `POST /admin/order/voucher/{uuid}/shipped`: the printed vouchers of an order are sent (or not). */
  markOrderVoucherShipped(
    orderUuid: Identifier,
    shipped: boolean,
  ): Promise<{ data: AdminOrderVoucherDetail & RaRecord }>;
}

/**
 * react-admin's simple REST provider over the admin API (`/api/v1/admin/<resource>`, ARCHITECTURE.md),
 * on the shared client's transport. Overridden only where the API differs from that dialect: lists
 * page by `limit`/`offset` and answer `{data, total}`, there is no "many by id" filter, and PUT
 * replaces whole records. Per-resource data shaping lives in lifecycle callbacks.
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

  const getList = async (resource: string, params: GetListParams) => {
    const required = requiredListFilters[resource];
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
      const { json } = await httpClient(`${ADMIN_API}/${listPath(resource)}?${query}`, {
        signal: params.signal,
      });
      return json as { data: RaRecord[]; total: number };
    };
    // The API answers at most DEFAULT_PAGE_SIZE items a call; larger pages (exports) are stitched.
    const first = await fetchPage(Math.min(perPage, DEFAULT_PAGE_SIZE), offset);
    const rows = [...first.data];
    while (rows.length < perPage && offset + rows.length < first.total) {
      const next = await fetchPage(Math.min(perPage - rows.length, DEFAULT_PAGE_SIZE), offset + rows.length);
      if (next.data.length === 0) break;
      rows.push(...next.data);
    }
    return { data: rows, total: first.total };
  };

  const getOne = async (resource: string, params: GetOneParams) => {
    if (!resourcePaths[resource]) return rest.getOne(resource, params);
    const url = `${ADMIN_API}/${onePath(resource)}/${encodeURIComponent(String(params.id))}`;
    const { json } = await httpClient(url, { signal: params.signal });
    return { data: json as RaRecord };
  };

  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw toHttpError(error);
    }
  };

  const provider = {
    ...rest,
    supportAbortSignal: true,
    getList,
    getOne,
    getMany: async (resource: string, params: GetManyParams) => ({
      data: await mapInBatches(
        params.ids,
        async (id) => (await getOne(resource, { id, signal: params.signal })).data,
      ),
    }),
    getManyReference: (resource: string, params: GetManyReferenceParams) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    // The API replaces whole records (PUT), so each one is read and merged with the change first.
    updateMany: async (resource: string, params: UpdateManyParams) => ({
      data: await mapInBatches(params.ids, async (id) => {
        const { data: current } = await rest.getOne(resource, { id });
        const { data: saved } = await rest.update(resource, {
          id,
          data: { ...current, ...params.data },
          previousData: current,
        });
        return saved.id;
      }),
    }),
    setRoles: async (userUuid: Identifier, roles: readonly Role[]) => {
      try {
        const user = await data(
          api.POST('/auth/set-roles', { body: { userUuid: String(userUuid), roles: [...roles] } }),
        );
        return { data: { ...user, id: user.uuid } };
      } catch (error) {
        throw toHttpError(error);
      }
    },
    updateOrderStatus: async (body: UpdateOrderStatusBody) => {
      try {
        const order = await data(api.POST('/admin/order/update-status', { body }));
        return { data: { ...order, id: order.uuid } };
      } catch (error) {
        throw toHttpError(error);
      }
    },
    resendOrderEmail: async (orderUuid: Identifier) => {
      try {
        await data(
          api.POST('/admin/order/resend-successfull-email', { body: { orderUuid: String(orderUuid) } }),
        );
      } catch (error) {
        throw toHttpError(error);
      }
    },
    startVoucherBatch: (body: VoucherBatchInput) =>
      call(() => data(api.POST('/admin/vouchers/batches', { body }))),
    voucherBatch: (batchUuid: string) =>
      call(() => data(api.GET('/admin/vouchers/batches/{uuid}', { params: { path: { uuid: batchUuid } } }))),
    voucherBatchCsv: (batchUuid: string) =>
      call(async () => {
        const response = await api.send(`${ADMIN_API}/vouchers/batches/${encodeURIComponent(batchUuid)}/csv`);
        // The bytes as sent: the byte order mark that spreadsheets read the UTF-8 by stays.
        const file = await response.blob();
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        return { file, filename: named?.[1] ?? `vouchers-${batchUuid}.csv` };
      }),
    invoicePdf: (invoiceUuid: string) =>
      call(async () => {
        const response = await api.send(`${ADMIN_API}/invoices/${encodeURIComponent(invoiceUuid)}/pdf`);
        const file = await response.blob();
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        return { file, filename: named?.[1] ?? `invoice-${invoiceUuid}.pdf` };
      }),
    startInvoiceExport: (body: InvoiceExportInput) =>
      call(() => data(api.POST('/admin/invoices/export', { body }))),
    invoiceExport: (exportUuid: string) =>
      call(() => data(api.GET('/admin/invoices/export/{uuid}', { params: { path: { uuid: exportUuid } } }))),
    invoiceExportZip: (exportUuid: string) =>
      call(async () => {
        const response = await api.send(`${ADMIN_API}/invoices/export/${encodeURIComponent(exportUuid)}/zip`);
        const file = await response.blob();
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        return { file, filename: named?.[1] ?? `invoices-${exportUuid}.zip` };
      }),
    orderFromInvoiceDraft: (body: OrderFromInvoiceBody) =>
      call(() => data(api.POST('/admin/order/generate/order-from-invoice-draft', { body }))),
    orderFromInvoice: (body: OrderFromInvoiceBody) =>
      call(() => data(api.POST('/admin/order/generate/order-from-invoice', { body }))),
    mediaAccreditationAttachment: (uuid: string) =>
      call(async () => {
        const response = await api.send(
          `${ADMIN_API}/media-accreditations/${encodeURIComponent(uuid)}/attachment`,
        );
        const file = await response.blob();
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        return { file, filename: named?.[1] ?? `accreditation-${uuid}` };
      }),
    seatingPlan: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/events/{uuid}/seating-plan', { params: { path: { uuid: eventUuid } } })),
      ),
    dashboard: () => call(() => data(api.GET('/admin/dashboard'))),
    gateEvents: () => call(() => data(api.GET('/admin/tickets/gate/events'))),
    gatePackage: (eventUuid: string) =>
      call(() =>
        data(api.GET('/admin/tickets/gate/events/{uuid}', { params: { path: { uuid: eventUuid } } })),
      ),
    checkInTicket: (eventUuid: string, body: CheckInBody) =>
      call(() =>
        data(
          api.POST('/admin/tickets/gate/events/{uuid}/check-in', {
            params: { path: { uuid: eventUuid } },
            body,
          }),
        ),
      ),
    syncGate: (eventUuid: string, body: GateSyncBody) =>
      call(() =>
        data(
          api.POST('/admin/tickets/gate/events/{uuid}/sync', { params: { path: { uuid: eventUuid } }, body }),
        ),
      ),
    ticketsCsv: (filter: Record<string, unknown>) =>
      call(async () => {
        const query = new URLSearchParams(
          Object.entries(filterQuery(filter)).map(([k, v]) => [k, String(v)]),
        );
        const response = await api.send(`${ADMIN_API}/tickets/export-csv?${query}`);
        const file = await response.blob();
        const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
        return { file, filename: named?.[1] ?? 'tickets.csv' };
      }),
    generateOrderTickets: (orderUuid: string) =>
      call(() => data(api.POST('/admin/order/generate/ticket', { body: { orderUuid } }))),
    generateFreeTicket: (body: { eventUuid: string; category: string; holderName?: string }) =>
      call(() => data(api.POST('/admin/order/generate/free-ticket', { body }))),
    generateTicketBatch: (body: { eventUuid: string; category: string; names: string[] }) =>
      call(() => data(api.POST('/admin/order/generate/tickets', { body }))),
    uploadFile: (file: File, onProgress?: (share: number) => void) =>
      call(() =>
        uploadFile(file, {
          getIdToken: options.getIdToken ?? (async () => null),
          language: options.getLanguage?.() ?? 'cs',
          onProgress,
        }),
      ),
    markOrderVoucherShipped: (orderUuid: Identifier, shipped: boolean) =>
      call(async () => {
        const order = await data(
          api.POST('/admin/order/voucher/{uuid}/shipped', {
            params: { path: { uuid: String(orderUuid) } },
            body: { shipped },
          }),
        );
        return { data: { ...order, id: order.uuid } };
      }),
  };
  // The methods answer plain RaRecords; react-admin's per-call record type parameter is the caller's claim.
  return provider as AdminDataProvider;
}
