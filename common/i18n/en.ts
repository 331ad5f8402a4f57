import { apiErrorEn } from './apiError';
import type { Translations } from './cs';
import { formErrorEn } from './formError';

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
    login: 'Log in',
    logout: 'Log out',
    admin: 'Administration',
    menu: 'Menu',
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
  },
  auth: {
    loginTitle: 'Log in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Log in',
    invalidCredentials: 'The e-mail or password is invalid.',
    verifyEmail: 'Please verify your e-mail first. We have sent you a link.',
    networkFailed: 'Could not reach the server. Check your connection.',
    userDisabled: 'This account has been disabled.',
    unknownError: 'Logging in failed. Please try again.',
    loggedInAs: 'Signed in: {{email}}',
    notAllowed: 'This account has no access to the administration.',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    home: 'Go to the home page',
  },
  admin: {
    title: 'Tribuna — administration',
    languageSwitch: 'Administration language',
    translations: 'Translations',
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
    },
  },
  apiError: apiErrorEn,
  formError: formErrorEn,
};
