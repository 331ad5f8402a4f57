import { apiErrorEn } from './apiError.en';
import type { Translations } from './cs';
import { formErrorEn } from './formError.en';
import { identityErrorEn } from './identityError.en';
import { storefrontEn } from './storefront.en';

export const en: Translations = {
  common: {
    appName: 'Tribuna',
    loading: 'Loading…',
    close: 'Close',
    retry: 'Try again',
    error: 'Something went wrong.',
    addToHomeScreenInfo: 'Add Tribuna to your home screen: tap Share, then “Add to Home Screen”.',
    language: 'Language',
    footer: 'Tribuna — tickets, memberships and content for clubs and communities.',
    skipToContent: 'Skip to content',
  },
  nav: {
    home: 'Home',
    articles: 'Articles',
    subscriptions: 'Membership',
    login: 'Log in',
    logout: 'Log out',
    admin: 'Administration',
    menu: 'Menu',
    closeMenu: 'Close the menu',
  },
  home: {
    title: 'Welcome to Tribuna',
    subtitle: 'News, tickets and memberships in one place.',
    latestArticles: 'Latest articles',
    allArticles: 'All articles',
  },
  articles: {
    title: 'Articles',
    empty: 'There are no articles yet.',
    readMore: 'Read more',
    published: 'Published {{date}}',
    previous: 'Newer',
    next: 'Older',
    page: 'Page {{page}} of {{pages}}',
    back: 'Back to articles',
    pastEnd: 'There are no more articles on this page.',
    firstPage: 'Go to the first page',
    onlyInCzech: 'This article is available in Czech only.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    home: 'Go to the home page',
    path: 'Page not found: {{path}}',
  },
  ...storefrontEn,
  identityError: identityErrorEn,
  apiError: apiErrorEn,
  formError: formErrorEn,
};
