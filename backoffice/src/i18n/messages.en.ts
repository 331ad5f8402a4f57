import englishMessages from 'ra-language-english';
import { backofficeEn } from '@tribuna/common/i18n/backoffice.en';
import { en } from '@tribuna/common/i18n/en';
import { adminMessages } from './messages';

/** The English messages of the back office; loaded when English is first used (providers/i18nProvider.ts). */
export default adminMessages('en', englishMessages, { ...en, ...backofficeEn });
