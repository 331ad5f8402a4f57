import { backofficeSk } from '@tribuna/common/i18n/backoffice.sk';
import { sk } from '@tribuna/common/i18n/sk';
import { adminMessages } from './messages';
import { raSlovak } from './raSlovak';

/** The Slovak messages of the back office; loaded when Slovak is first used (providers/i18nProvider.ts). */
export default adminMessages('sk', raSlovak, { ...sk, ...backofficeSk });
