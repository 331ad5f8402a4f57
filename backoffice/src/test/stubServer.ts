import { createApiClient } from '@tribuna/common/api/client';
import { createDataProvider } from '../providers/dataProvider';

export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type StubAnswer = { status?: number; body?: unknown; headers?: HeadersInit };

/**
 * The real data provider over a stand-in server: it records each request and answers as the API
 * does (JSON bodies, catalogue errors with their name; a string body is a CSV file), so the screens
 * are tested down to the URL.
 */
export function stubServer(answer: (call: StubCall) => StubAnswer) {
  const calls: StubCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: StubCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body = {}, headers } = answer(call);
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': typeof body === 'string' ? 'text/csv' : 'application/json', ...headers },
    });
  };
  return { calls, dataProvider: createDataProvider(createApiClient({ fetch })) };
}

/** `stubServer` that answers by path alone; a path it was not given is not found. */
export function stubServerByPath(answers: Record<string, StubAnswer>) {
  return stubServer(({ path }) => answers[path] ?? { status: 404, body: { name: 'notFound' } });
}
