import { apiErrorSk } from './apiError.sk';
import type { Translations } from './cs';
import { formErrorSk } from './formError.sk';
import { identityErrorSk } from './identityError.sk';
import { storefrontSk } from './storefront.sk';

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
    subscriptions: 'Členstvo',
    login: 'Prihlásiť sa',
    logout: 'Odhlásiť sa',
    admin: 'Administrácia',
    menu: 'Menu',
    closeMenu: 'Zavrieť menu',
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
    pastEnd: 'Na tejto strane už nie sú žiadne články.',
    firstPage: 'Na prvú stranu',
    onlyInCzech: 'Článok je dostupný len v češtine.',
  },
  notFound: {
    title: 'Stránka sa nenašla',
    description: 'Stránka, ktorú hľadáte, neexistuje.',
    home: 'Na úvodnú stránku',
    path: 'Stránka sa nenašla: {{path}}',
  },
  ...storefrontSk,
  identityError: identityErrorSk,
  apiError: apiErrorSk,
  formError: formErrorSk,
};
