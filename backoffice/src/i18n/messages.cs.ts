import czechMessages from 'ra-language-czech';
import { backofficeCs } from '@tribuna/common/i18n/backoffice';
import { apiErrorCs } from '@tribuna/common/i18n/apiError';
import { authCs } from '@tribuna/common/i18n/auth';
import { formErrorCs } from '@tribuna/common/i18n/formError';
import { identityErrorCs } from '@tribuna/common/i18n/identityError';
import { adminMessages, deepMerge, type MessageTree } from './messages';

/**
 * ra-language-czech lacks a few keys of the English tree, and its page titles show the raw record
 * id (a uuid); these fill the gaps and title pages by the record's representation instead.
 */
const czechAdditions: MessageTree = {
  ra: {
    action: { reset: 'Obnovit výchozí', search_columns: 'Hledat sloupce' },
    navigation: { no_filtered_results: 'S aktuálními filtry nebylo nic nalezeno.' },
    notification: { offline: 'Chybí připojení. Data se nepodařilo načíst.' },
    guesser: { empty: { title: 'Žádná data k zobrazení', message: 'Zkontrolujte prosím svůj dataProvider' } },
    page: { edit: '%{name} %{recordRepresentation}', show: '%{name} %{recordRepresentation}' },
    // Czech writes a resource name mid-sentence in lower case ("Vytvořit článek"); the library
    // puts the capitalised menu name there, so these messages say it without the name.
    message: {
      delete_title: 'Smazat „%{recordRepresentation}“',
      bulk_delete_title:
        'Smazat položku |||| Smazat %{smart_count} položky |||| Smazat %{smart_count} položek',
      delete_content: 'Opravdu chcete tuto položku smazat?',
    },
  },
};

/** Of the texts the storefront shares, the back office shows the sign-in's and the errors' only. */
const sharedTexts = {
  auth: authCs,
  apiError: apiErrorCs,
  formError: formErrorCs,
  identityError: identityErrorCs,
};

/** The Czech messages of the back office; loaded when Czech is first used (providers/i18nProvider.ts). */
export default adminMessages('cs', deepMerge(czechMessages as MessageTree, czechAdditions), {
  ...sharedTexts,
  ...backofficeCs,
});
