import { API_BASE, ApiError } from '@tribuna/common/api/calls';
import type { AdminFile } from '@tribuna/common/schemas/files';

/**
 * `POST /admin/files` with the upload's progress: fetch cannot report how much of a body has been
 * sent, XMLHttpRequest can. Fails with the API error object, as every other call does.
 */
export function uploadFile(
  file: File,
  options: {
    getIdToken: () => Promise<string | null>;
    language: string;
    /** The share sent so far, 0 to 1. */
    onProgress?: (share: number) => void;
    signal?: AbortSignal;
  },
): Promise<AdminFile> {
  return options.getIdToken().then(
    (token) =>
      new Promise<AdminFile>((resolve, reject) => {
        const url = `${API_BASE}/admin/files`;
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        xhr.setRequestHeader('Accept', 'application/json');
        xhr.setRequestHeader('X-App-Lang', options.language);
        if (token) xhr.setRequestHeader('id-token', token);
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
          if (xhr.status === 201) resolve(body as AdminFile);
          else reject(new ApiError(url, xhr.status, xhr.statusText, body, { method: 'POST' }));
        };
        xhr.onerror = () => reject(new TypeError('The upload could not reach the server.'));
        xhr.onabort = () => reject(new Error('Request aborted'));
        options.signal?.addEventListener('abort', () => xhr.abort());
        const form = new FormData();
        form.append('file', file, file.name);
        xhr.send(form);
      }),
  );
}
