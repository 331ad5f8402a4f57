import { backofficeSk } from '@tribuna/common/i18n/backoffice.sk';
import { apiErrorSk } from '@tribuna/common/i18n/apiError.sk';
import { authSk } from '@tribuna/common/i18n/auth.sk';
import { formErrorSk } from '@tribuna/common/i18n/formError.sk';
import { identityErrorSk } from '@tribuna/common/i18n/identityError.sk';
import { adminMessages } from './messages';
import { raSlovak } from './raSlovak';

/** Of the texts the storefront shares, the back office shows the sign-in's and the errors' only. */
const sharedTexts = {
  auth: authSk,
  apiError: apiErrorSk,
  formError: formErrorSk,
  identityError: identityErrorSk,
};

/** The Slovak messages of the back office; loaded when Slovak is first used (providers/i18nProvider.ts). */
export default adminMessages('sk', raSlovak, { ...sharedTexts, ...backofficeSk });
