import { apiErrorSk } from './apiError';
import type { Translations } from './cs';
import { formErrorSk } from './formError';

export const sk: Translations = {
  common: {
    appName: 'Tribuna',
    loading: 'Načítavam…',
    close: 'Zavrieť',
    retry: 'Skúsiť znova',
    error: 'Niečo sa pokazilo.',
    addToHomeScreenInfo: 'Pridajte si Tribunu na plochu: ťuknite na Zdieľať a potom na „Pridať na plochu“.',
    language: 'Jazyk',
    footer: 'Tribuna — vstupenky, členstvo a obsah pre kluby a komunity.',
    skipToContent: 'Preskočiť na obsah',
  },
  nav: {
    home: 'Domov',
    articles: 'Články',
    login: 'Prihlásiť sa',
    logout: 'Odhlásiť sa',
    admin: 'Administrácia',
    menu: 'Menu',
  },
  home: {
    title: 'Vitajte na Tribune',
    subtitle: 'Novinky, vstupenky a členstvo na jednom mieste.',
    latestArticles: 'Najnovšie články',
    allArticles: 'Všetky články',
  },
  articles: {
    title: 'Články',
    empty: 'Zatiaľ tu nie sú žiadne články.',
    readMore: 'Čítať ďalej',
    published: 'Publikované {{date}}',
    previous: 'Novšie',
    next: 'Staršie',
    page: 'Strana {{page}} z {{pages}}',
    back: 'Späť na články',
  },
  auth: {
    loginTitle: 'Prihlásenie',
    email: 'E-mail',
    password: 'Heslo',
    submit: 'Prihlásiť sa',
    invalidCredentials: 'E-mail alebo heslo nie je správne.',
    verifyEmail: 'Najprv si prosím overte svoj e-mail. Poslali sme vám odkaz.',
    networkFailed: 'Nepodarilo sa spojiť so serverom. Skontrolujte pripojenie.',
    userDisabled: 'Tento účet bol zablokovaný.',
    unknownError: 'Prihlásenie sa nepodarilo. Skúste to prosím znova.',
    loggedInAs: 'Prihlásený: {{email}}',
    notAllowed: 'Tento účet nemá prístup do administrácie.',
  },
  notFound: {
    title: 'Stránka sa nenašla',
    description: 'Stránka, ktorú hľadáte, neexistuje.',
    home: 'Na úvodnú stránku',
  },
  admin: {
    title: 'Tribuna — administrácia',
    languageSwitch: 'Jazyk administrácie',
    translations: 'Preklady',
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
    },
  },
  apiError: apiErrorSk,
  formError: formErrorSk,
};
