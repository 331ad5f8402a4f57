// @vitest-environment node
import { createApiClient } from '@tribuna/common/api/client';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from './dataProvider';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fake fetch: the data provider's job is the mapping to URLs and back, so that is what it records. */
function fakeApi(answer: (call: Call) => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      method: init?.method ?? 'GET',
      url: String(input),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = answer(call);
    const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' },
    });
  };
  return { calls, dataProvider: createDataProvider(createApiClient({ fetch })) };
}

const article = (uuid: string, title = 'Derby') => ({ uuid, title: { cs: title }, publishedAt: null });

describe('dataProvider', () => {
  it('getList asks for the page, sort and filters and answers records with id = uuid', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: { data: [article(A)], total: 51 } }));
    const result = await dataProvider.getList('articles', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'title', order: 'DESC' },
      filter: { q: 'derby' },
    });
    expect(calls).toEqual([
      {
        method: 'GET',
        url: '/api/v1/admin/articles?limit=25&offset=50&sort=title&order=desc&q=derby',
        body: undefined,
      },
    ]);
    expect(result).toEqual({ data: [{ ...article(A), id: A }], total: 51 });
  });

  it("getList leaves the order to the server for react-admin's default sort by id and skips empty filters", async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: { data: [], total: 0 } }));
    await dataProvider.getList('articles', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: '' },
    });
    expect(calls[0]?.url).toBe('/api/v1/admin/articles?limit=10&offset=0');
  });

  it('getList stitches pages larger than the API limit of 500', async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        article(`00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`),
      );
    const { calls, dataProvider } = fakeApi((call) => {
      const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
      return { body: { data: offset === 0 ? rows(0, 500) : rows(500, 200), total: 700 } };
    });
    const result = await dataProvider.getList('articles', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'createdAt', order: 'ASC' },
      filter: {},
    });
    expect(calls.map((c) => c.url)).toEqual([
      '/api/v1/admin/articles?limit=500&offset=0&sort=createdAt&order=asc',
      '/api/v1/admin/articles?limit=500&offset=500&sort=createdAt&order=asc',
    ]);
    expect(result.data).toHaveLength(700);
    expect(result.total).toBe(700);
  });

  it('getList asks for users by search text and role, sorted by last name', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: { data: [], total: 0 } }));
    await dataProvider.getList('users', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'lastName', order: 'ASC' },
      filter: { q: 'nováková', role: 'ticket_checker' },
    });
    const url = new URL(calls[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/admin/users');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '25',
      offset: '25',
      sort: 'lastName',
      order: 'asc',
      q: 'nováková',
      role: 'ticket_checker',
    });
  });

  it('getOne reads /admin/<resource>/<uuid>', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: article(A) }));
    const { data } = await dataProvider.getOne('articles', { id: A });
    expect(calls).toEqual([{ method: 'GET', url: `/api/v1/admin/articles/${A}`, body: undefined }]);
    expect(data).toEqual({ ...article(A), id: A });
  });

  it('getMany reads each record', async () => {
    const { calls, dataProvider } = fakeApi((call) => ({ body: article(call.url.endsWith(A) ? A : B) }));
    const { data } = await dataProvider.getMany('articles', { ids: [A, B] });
    expect(calls.map((c) => c.url)).toEqual([`/api/v1/admin/articles/${A}`, `/api/v1/admin/articles/${B}`]);
    expect(data.map((r) => r.id)).toEqual([A, B]);
  });

  it('getManyReference filters the list by the target', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: { data: [], total: 0 } }));
    await dataProvider.getManyReference('tickets', {
      target: 'eventUuid',
      id: A,
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });
    expect(calls[0]?.url).toBe(
      `/api/v1/admin/tickets?limit=5&offset=0&sort=createdAt&order=desc&eventUuid=${A}`,
    );
  });

  it('create POSTs the record without id', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ status: 201, body: article(A) }));
    const { data } = await dataProvider.create('articles', {
      data: { id: 'ignored', title: { cs: 'Derby' } },
    });
    expect(calls).toEqual([
      { method: 'POST', url: '/api/v1/admin/articles', body: { title: { cs: 'Derby' } } },
    ]);
    expect(data.id).toBe(A);
  });

  it('update PUTs the record with its uuid in the body and no id', async () => {
    const { calls, dataProvider } = fakeApi(() => ({ body: article(A, 'Nové derby') }));
    const { data } = await dataProvider.update('articles', {
      id: A,
      data: { id: A, title: { cs: 'Nové derby' } },
      previousData: { ...article(A), id: A },
    });
    expect(calls).toEqual([
      { method: 'PUT', url: `/api/v1/admin/articles/${A}`, body: { title: { cs: 'Nové derby' }, uuid: A } },
    ]);
    expect(data).toEqual({ ...article(A, 'Nové derby'), id: A });
  });

  it('updateMany reads each record and PUTs it whole with the change', async () => {
    const { calls, dataProvider } = fakeApi((call) => ({
      body: call.method === 'PUT' ? call.body : article(A),
    }));
    const { data } = await dataProvider.updateMany('articles', { ids: [A], data: { publishedAt: null } });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET /api/v1/admin/articles/${A}`,
      `PUT /api/v1/admin/articles/${A}`,
    ]);
    expect(calls[1]?.body).toEqual({ ...article(A), publishedAt: null, uuid: A });
    expect(data).toEqual([A]);
  });

  it('delete and deleteMany DELETE each record', async () => {
    const { calls, dataProvider } = fakeApi((call) => ({ body: article(call.url.endsWith(A) ? A : B) }));
    const { data } = await dataProvider.delete('articles', { id: A });
    expect(data.id).toBe(A);
    const many = await dataProvider.deleteMany('articles', { ids: [A, B] });
    expect(many.data).toEqual([A, B]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `DELETE /api/v1/admin/articles/${A}`,
      `DELETE /api/v1/admin/articles/${A}`,
      `DELETE /api/v1/admin/articles/${B}`,
    ]);
  });

  it('reads voucher orders at /admin/order/vouchers and /admin/order/voucher/<uuid>', async () => {
    const { calls, dataProvider } = fakeApi((call) => ({
      body: call.url.includes('/order/vouchers') ? { data: [{ uuid: A }], total: 1 } : { uuid: A },
    }));
    const list = await dataProvider.getList('order-vouchers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { deliveryType: 'physical', shipped: 'false', invoiceZip: '602 00' },
    });
    expect(list.data[0]).toMatchObject({ id: A });
    const one = await dataProvider.getOne('order-vouchers', { id: A });
    expect(one.data).toMatchObject({ id: A });
    expect(calls.map((c) => decodeURIComponent(c.url.replace(/\+/g, ' ')))).toEqual([
      '/api/v1/admin/order/vouchers?limit=25&offset=0&sort=createdAt&order=desc&deliveryType=physical&shipped=false&invoiceZip=602 00',
      `/api/v1/admin/order/voucher/${A}`,
    ]);
  });

  it('marks voucher orders sent and follows bulk generation to its CSV', async () => {
    const { calls, dataProvider } = fakeApi((call) => ({
      body: call.url.endsWith('/csv') ? 'code\r\nABCDEFGHJKLM\r\n' : { uuid: B, done: 3, total: 3 },
    }));
    const shipped = await dataProvider.markOrderVoucherShipped(A, true);
    expect(shipped.data).toMatchObject({ id: B });
    await dataProvider.startVoucherBatch({ subscriptionPriceUuid: A, count: 3 });
    await dataProvider.voucherBatch(B);
    const { file, filename } = await dataProvider.voucherBatchCsv(B);
    expect(await file.text()).toContain('ABCDEFGHJKLM');
    expect(filename).toBe(`vouchers-${B}.csv`);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST /api/v1/admin/order/voucher/${A}/shipped`,
      'POST /api/v1/admin/vouchers/batches',
      `GET /api/v1/admin/vouchers/batches/${B}`,
      `GET /api/v1/admin/vouchers/batches/${B}/csv`,
    ]);
    expect(calls[0]!.body).toEqual({ shipped: true });
    expect(calls[1]!.body).toEqual({ subscriptionPriceUuid: A, count: 3 });
  });

  it('setRoles POSTs the user and the roles to /auth/set-roles and answers the user as a record', async () => {
    const user = { uuid: A, email: 'jana@example.com', roles: ['user', 'ticket_checker'] };
    const { calls, dataProvider } = fakeApi(() => ({ body: user }));
    const { data } = await dataProvider.setRoles(A, ['user', 'ticket_checker']);
    expect(calls).toEqual([
      {
        method: 'POST',
        url: '/api/v1/auth/set-roles',
        body: { userUuid: A, roles: ['user', 'ticket_checker'] },
      },
    ]);
    expect(data).toEqual({ ...user, id: A });
  });

  it('setRoles reports a refusal with the catalogue key', async () => {
    const { dataProvider } = fakeApi(() => ({
      status: 403,
      body: { name: 'forbidden', message: 'Forbidden' },
    }));
    const error = await dataProvider.setRoles(A, ['admin']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'apiError.forbidden', status: 403 });
  });

  it('turns a catalogue error into an HttpError with the translation key and status', async () => {
    const { dataProvider } = fakeApi(() => ({
      status: 404,
      body: { name: 'articleNotFound', message: 'Article not found', details: { uuid: A } },
    }));
    const error = await dataProvider.getOne('articles', { id: A }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'apiError.articleNotFound', status: 404 });
  });

  it('names an error without a catalogue name by its status', async () => {
    const { dataProvider } = fakeApi(() => ({ status: 502, body: 'Bad Gateway' }));
    const error = await dataProvider.getList('articles', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'apiError.badGateway', status: 502 });
  });

  it("reports an unreachable server with react-admin's communication error", async () => {
    const dataProvider = createDataProvider(
      createApiClient({
        fetch: async () => {
          throw new TypeError('Failed to fetch');
        },
      }),
    );
    const error = await dataProvider.getOne('articles', { id: A }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: 'ra.notification.http_error' });
  });

  it('hands the failing fields of a 400 to the form as server-side validation errors', async () => {
    const { dataProvider } = fakeApi(() => ({
      status: 400,
      body: {
        name: 'badRequest',
        message: 'The request is not valid.',
        details: {
          fields: [
            { field: 'body.title.cs', message: 'formError.requiredError' },
            { field: 'body.image', message: 'Invalid input' },
          ],
        },
      },
    }));
    const error = await dataProvider.create('articles', { data: {} }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      message: 'apiError.badRequest',
      status: 400,
      body: { errors: { 'title.cs': 'formError.requiredError', image: 'apiError.badRequest' } },
    });
  });
});
