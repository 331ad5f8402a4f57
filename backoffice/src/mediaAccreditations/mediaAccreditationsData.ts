import { downloadFile } from '@tribuna/common/api/download';
import { defineResourceData } from '../providers/resourceData';

/** Media accreditations: the applicant's press card, beside the application. */
export const mediaAccreditationsData = defineResourceData({
  resource: 'media-accreditations',
  actions: ({ api, call }) => ({
    /** `GET /admin/media-accreditations/{uuid}/attachment`: the applicant's press card, as the server names it. */
    mediaAccreditationAttachment: (uuid: string) =>
      call(() =>
        downloadFile(
          api.send,
          '/admin/media-accreditations/{uuid}/attachment',
          { path: { uuid } },
          { fallbackName: `accreditation-${uuid}` },
        ),
      ),
  }),
});
