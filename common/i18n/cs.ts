import { apiErrorCs } from './apiError';
import { formErrorCs } from './formError';
import { identityErrorCs } from './identityError';
import { storefrontCs } from './storefront';

/** Czech texts: the source of the key set; sk and en must have the same keys (checked by the type). */
export const cs = {
  common: {
    appName: 'Tribuna',
    loading: 'Načítám…',
    close: 'Zavřít',
    retry: 'Zkusit znovu',
    error: 'Něco se pokazilo.',
    addToHomeScreenInfo: 'Přidejte si Tribunu na plochu: klepněte na Sdílet a pak na „Přidat na plochu“.',
    language: 'Jazyk',
    footer: 'Tribuna — vstupenky, členství a obsah pro kluby a komunity.',
    skipToContent: 'Přeskočit na obsah',
  },
  nav: {
    home: 'Domů',
    articles: 'Články',
    subscriptions: 'Členství',
    login: 'Přihlásit se',
    logout: 'Odhlásit se',
    admin: 'Administrace',
    menu: 'Menu',
    closeMenu: 'Zavřít menu',
  },
  home: {
    title: 'Vítejte na Tribuně',
    subtitle: 'Novinky, vstupenky a členství na jednom místě.',
    latestArticles: 'Nejnovější články',
    allArticles: 'Všechny články',
  },
  articles: {
    title: 'Články',
    empty: 'Zatím tu nejsou žádné články.',
    readMore: 'Číst dál',
    published: 'Publikováno {{date}}',
    previous: 'Novější',
    next: 'Starší',
    page: 'Strana {{page}} z {{pages}}',
    back: 'Zpět na články',
    pastEnd: 'Na této straně už žádné články nejsou.',
    firstPage: 'Na první stranu',
    onlyInCzech: 'Článek je dostupný jen v češtině.',
  },
  notFound: {
    title: 'Stránka nenalezena',
    description: 'Stránka, kterou hledáte, neexistuje.',
    home: 'Na úvodní stránku',
    path: 'Stránka nenalezena: {{path}}',
  },
  ...storefrontCs,
  identityError: identityErrorCs,
  apiError: apiErrorCs,
  formError: formErrorCs,
};
type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type Translations = DeepStrings<typeof cs>;
