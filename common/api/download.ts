import { API_BASE, isValues } from './calls';
import { serializeQuery } from './query';
import type { paths } from './openapi';

/*
 * Files from the API (CSV, ZIP and PDF exports, invoices, tickets, press cards): the address comes
 * from a contract's path and parameters, typed by the types generated from common/contracts, never
 * from a string built by hand. Types only: no zod and no openapi-fetch come with it.
 */

type Get<Path extends keyof paths> = NonNullable<paths[Path]['get']>;

/** The API's GET paths. */
export type GetPath = { [Path in keyof paths]: [Get<Path>] extends [never] ? never : Path }[keyof paths];

/** The API's GET paths whose answer is a file (its contract answers 200 with a string body). */
export type FilePath = {
  [Path in keyof paths]: [Get<Path>] extends [never]
    ? never
    : Get<Path> extends { responses: { 200: { content: { 'application/json': string } } } }
      ? Path
      : never;
}[keyof paths];

type GetParameters<Path extends GetPath> =
  Get<Path> extends { parameters: infer Parameters } ? Parameters : never;

/** The path and query parameters of a GET contract: `{ path: { uuid }, query: { orderHash } }`. */
export type GetParams<Path extends GetPath> = {
  [Key in keyof GetParameters<Path> as Key extends 'path' | 'query' ? Key : never]: GetParameters<Path>[Key];
};

/** A downloaded file and the name the server gave it (Content-Disposition), if it gave one. */
export interface DownloadedFile {
  file: Blob;
  filename: string;
}

/**
 * The client's transport (`ApiClient.send`): it sends the same headers as every call (`id-token`,
 * `X-App-Lang`) and fails with the API error object.
 */
export type Send = (url: string, init?: { signal?: AbortSignal | null }) => Promise<Response>;

/**
 * The address of a GET contract with its parameters, for what the browser fetches itself: a file's
 * link (`<a href download>`), a server-sent event stream.
 */
export function apiUrl<Path extends GetPath>(path: Path, params: GetParams<Path>): string;
export function apiUrl(path: string, params: unknown): string {
  const pathValues = isValues(params) && isValues(params.path) ? params.path : {};
  const queryValues = isValues(params) && isValues(params.query) ? params.query : {};
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new Error(`${path}: the path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
  const query = serializeQuery(queryValues);
  return `${API_BASE}${filled}${query ? `?${query}` : ''}`;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.pdf"`). */
export function dispositionFilename(header: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1];
}

/**
 * Downloads a file through the client's transport: the contract's path and parameters, the client's
 * headers, the API error object on failure. Answers the bytes as sent (a CSV's byte order mark, which
 * spreadsheets read the UTF-8 by, stays) and the server's file name, else `fallbackName`.
 */
export async function downloadFile<Path extends FilePath>(
  send: Send,
  path: Path,
  params: GetParams<Path>,
  options: { fallbackName: string; signal?: AbortSignal },
): Promise<DownloadedFile> {
  const response = await send(apiUrl(path, params), { signal: options.signal });
  const file = await response.blob();
  return {
    file,
    filename: dispositionFilename(response.headers.get('content-disposition')) ?? options.fallbackName,
  };
}
