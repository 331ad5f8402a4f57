import { API_BASE, ApiError } from './calls';
import type { paths } from './openapi';

type Post<Path extends keyof paths> = NonNullable<paths[Path]['post']>;

/** The API's POST paths that answer 201 (uploads among them), as their contracts name them. */
export type UploadPath = {
  [Path in keyof paths]: [Post<Path>] extends [never]
    ? never
    : Post<Path> extends { responses: { 201: unknown } }
      ? Path
      : never;
}[keyof paths];

/** The 201 answer of an upload's contract. */
export type UploadAnswer<Path extends UploadPath> =
  Post<Path> extends { responses: { 201: { content: { 'application/json': infer Answer } } } }
    ? Answer
    : never;

/**
 * A multipart POST that reports how much of its body has been sent: fetch cannot, XMLHttpRequest
 * can. Used for uploads (the back office's files, the storefront's press card). Resolves with the
 * answer's JSON when the status is `expectedStatus`; fails with the API error object otherwise, as
 * every other call does. The path is its contract's; the answer is typed by it.
 */
export function postWithProgress<Path extends UploadPath>(
  path: Path,
  form: FormData,
  options: {
    headers: Record<string, string>;
    expectedStatus: number;
    /** The share sent so far, 0 to 1. */
    onProgress?: (share: number) => void;
    signal?: AbortSignal;
  },
): Promise<UploadAnswer<Path>> {
  const url = `${API_BASE}${path}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // Not JSON (a proxy's error page): kept as text for the error object.
      }
      // Typed by the contract, not checked, as the typed client's answers are (no zod in a first load).
      if (xhr.status === options.expectedStatus) resolve(body as UploadAnswer<Path>);
      else reject(new ApiError(url, xhr.status, xhr.statusText, body, { method: 'POST' }));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
