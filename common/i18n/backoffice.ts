/**
 * Back-office texts: its own labels (`admin`) and react-admin resources (`resources.<name>`).
 * The Czech object is the source of the key set; Slovak and English must match it (typecheck).
 */
export const backofficeCs = {
  admin: {
    title: 'Tribuna — administrace',
    languageSwitch: 'Jazyk administrace',
    translations: 'Překlady',
    localeNames: { cs: 'Čeština', sk: 'Slovenština', en: 'Angličtina' },
  },
  resources: {
    articles: {
      name: 'Článek |||| Články',
      fields: {
        uuid: 'ID',
        title: 'Titulek',
        perex: 'Perex',
        body: 'Text',
        image: 'Obrázek (adresa)',
        publishedAt: 'Publikováno',
        createdAt: 'Vytvořeno',
        updatedAt: 'Upraveno',
        q: 'Hledat',
      },
      empty: 'Zatím žádné články',
      unpublished: 'Nepublikováno',
      imageHint: 'Cesta k souboru (/media/…) nebo adresa začínající https://',
    },
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type BackofficeTexts = DeepStrings<typeof backofficeCs>;

export const backofficeSk: BackofficeTexts = {
  admin: {
    title: 'Tribuna — administrácia',
    languageSwitch: 'Jazyk administrácie',
    translations: 'Preklady',
    localeNames: { cs: 'Čeština', sk: 'Slovenčina', en: 'Angličtina' },
  },
  resources: {
    articles: {
      name: 'Článok |||| Články',
      fields: {
        uuid: 'ID',
        title: 'Titulok',
        perex: 'Perex',
        body: 'Text',
        image: 'Obrázok (adresa)',
        publishedAt: 'Publikované',
        createdAt: 'Vytvorené',
        updatedAt: 'Upravené',
        q: 'Hľadať',
      },
      empty: 'Zatiaľ žiadne články',
      unpublished: 'Nepublikované',
      imageHint: 'Cesta k súboru (/media/…) alebo adresa začínajúca https://',
    },
  },
};

export const backofficeEn: BackofficeTexts = {
  admin: {
    title: 'Tribuna — administration',
    languageSwitch: 'Administration language',
    translations: 'Translations',
    localeNames: { cs: 'Czech', sk: 'Slovak', en: 'English' },
  },
  resources: {
    articles: {
      name: 'Article |||| Articles',
      fields: {
        uuid: 'ID',
        title: 'Title',
        perex: 'Perex',
        body: 'Text',
        image: 'Image (address)',
        publishedAt: 'Published',
        createdAt: 'Created',
        updatedAt: 'Updated',
        q: 'Search',
      },
      empty: 'No articles yet',
      unpublished: 'Not published',
      imageHint: 'A file path (/media/…) or an address starting with https://',
    },
  },
};
