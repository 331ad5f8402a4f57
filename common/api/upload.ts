import { ApiError } from './calls';

/**
 * A multipart POST that reports how much of its body has been sent: fetch cannot, XMLHttpRequest
 * can. Used for uploads (the back office's files, the storefront's press card). Resolves with the
 * answer's JSON when the status is `expectedStatus`; fails with the API error object otherwise, as
 * every other call does.
 */
export function postWithProgress<T>(
  url: string,
  form: FormData,
  options: {
    headers: Record<string, string>;
    expectedStatus: number;
    /** The share sent so far, 0 to 1. */
    onProgress?: (share: number) => void;
    signal?: AbortSignal;
  },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
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
      if (xhr.status === options.expectedStatus) resolve(body as T);
      else reject(new ApiError(url, xhr.status, xhr.statusText, body, { method: 'POST' }));
    };
    xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
    xhr.onabort = () => reject(new Error('Request aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
