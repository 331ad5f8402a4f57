import { defineResourceData } from '../providers/resourceData';
import { uploadFile } from '../providers/upload';

/** Files: uploaded with their progress (fetch cannot tell it, XMLHttpRequest can). */
export const filesData = defineResourceData({
  resource: 'files',
  actions: ({ call, getIdToken, getLanguage }) => ({
    /** `POST /admin/files`: uploads a file, telling its progress (0 to 1) as it goes. */
    uploadFile: (file: File, onProgress?: (share: number) => void) =>
      call(() => uploadFile(file, { getIdToken, language: getLanguage(), onProgress })),
  }),
});
