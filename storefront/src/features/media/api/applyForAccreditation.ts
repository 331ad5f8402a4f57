import { postWithProgress } from '@tribuna/common/api/upload';
import type { MediaAccreditationInput } from '@tribuna/common/schemas/mediaAccreditations';
import { captchaToken } from '../../../lib/captcha';
import { i18n } from '../../../lib/i18n';

/**
 * `POST /media-accreditations`: the form's fields, then the press card, as one multipart body with
 * the invisible captcha's `media-accreditation` token. Fails with the API error object; the form
 * shows field errors itself.
 */
export async function applyForAccreditation(
  input: MediaAccreditationInput,
  attachment: File,
  /** The share of the form sent so far, 0 to 1. */
  onProgress?: (share: number) => void,
): Promise<{ uuid: string }> {
  const form = new FormData();
  // The fields go first: the server checks them before it reads the file.
  for (const [name, value] of Object.entries(input)) form.append(name, String(value));
  form.append('attachment', attachment, attachment.name);
  const token = await captchaToken('media-accreditation');
  return postWithProgress('/media-accreditations', form, {
    headers: {
      Accept: 'application/json',
      'X-App-Lang': i18n.language,
      ...(token && { 'google-recaptcha-token': token }),
    },
    expectedStatus: 201,
    onProgress,
  });
}
