import { describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import { apiUrl, downloadFile } from './download';

describe('file downloads', () => {
  it("builds a contract's address: path parameters encoded, empty query values left out", () => {
    expect(
      apiUrl('/tickets/export-pdf/{uuid}', {
        path: { uuid: 'a b' },
        query: { orderHash: 'hash', language: 'sk' },
      }),
    ).toBe('/api/v1/tickets/export-pdf/a%20b?orderHash=hash&language=sk');
    expect(apiUrl('/vouchers/export-pdf', { query: { orderHash: 'hash', language: undefined } })).toBe(
      '/api/v1/vouchers/export-pdf?orderHash=hash',
    );
  });

  it("sends the client's headers and answers the bytes with the server's file name", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      getIdToken: async () => 'tok',
      getLanguage: () => 'sk',
      fetch: async (url, init) => {
        calls.push({ url, init });
        return new Response('\uFEFFcode\nA\n', {
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="codes.csv"' },
        });
      },
    });
    const { file, filename } = await downloadFile(
      api.send,
      '/admin/vouchers/batches/{uuid}/csv',
      { path: { uuid: 'b1' } },
      { fallbackName: 'vouchers.csv' },
    );
    expect(calls[0]?.url).toBe('/api/v1/admin/vouchers/batches/b1/csv');
    expect(calls[0]?.init.headers).toMatchObject({ 'id-token': 'tok', 'X-App-Lang': 'sk' });
    expect(filename).toBe('codes.csv');
    // The byte order mark that spreadsheets read the UTF-8 by stays.
    expect([...new Uint8Array(await file.arrayBuffer())].slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('names the file itself when the server does not, and fails with the API error object', async () => {
    let status = 200;
    const api = createApiClient({
      fetch: async () =>
        status === 200
          ? new Response('%PDF')
          : new Response(JSON.stringify({ name: 'invoiceNotFound', message: 'No such invoice.' }), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
    });
    const pdf = () =>
      downloadFile(
        api.send,
        '/admin/invoices/{uuid}/pdf',
        { path: { uuid: 'i1' } },
        { fallbackName: 'i1.pdf' },
      );
    expect((await pdf()).filename).toBe('i1.pdf');
    status = 404;
    const error = await pdf().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      url: '/api/v1/admin/invoices/i1/pdf',
      errorName: 'invoiceNotFound',
    });
  });
});
