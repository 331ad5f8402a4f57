import englishMessages from 'ra-language-english';
import { backofficeEn } from '@tribuna/common/i18n/backoffice.en';
import { apiErrorEn } from '@tribuna/common/i18n/apiError.en';
import { authEn } from '@tribuna/common/i18n/auth.en';
import { formErrorEn } from '@tribuna/common/i18n/formError.en';
import { identityErrorEn } from '@tribuna/common/i18n/identityError.en';
import { adminMessages } from './messages';

/** Of the texts the storefront shares, the back office shows the sign-in's and the errors' only. */
const sharedTexts = {
  auth: authEn,
  apiError: apiErrorEn,
  formError: formErrorEn,
  identityError: identityErrorEn,
};

/** The English messages of the back office; loaded when English is first used (providers/i18nProvider.ts). */
export default adminMessages('en', englishMessages, { ...sharedTexts, ...backofficeEn });
