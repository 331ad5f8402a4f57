import { postWithProgress } from '@tribuna/common/api/upload';
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
  return options.getIdToken().then((token) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return postWithProgress('/admin/files', form, {
      headers: {
        Accept: 'application/json',
        'X-App-Lang': options.language,
        ...(token && { 'id-token': token }),
      },
      expectedStatus: 201,
      onProgress: options.onProgress,
      signal: options.signal,
    });
  });
}
