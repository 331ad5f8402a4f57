import type { ShellTexts } from './shell';

export const shellEn: ShellTexts = {
  common: {
    appName: 'Tribuna',
    loading: 'Loading…',
    close: 'Close',
    retry: 'Try again',
    error: 'Something went wrong.',
    addToHomeScreenInfo: 'Add Tribuna to your home screen: tap Share, then “Add to Home Screen”.',
    language: 'Language',
    footer: 'Tribuna — tickets, memberships and content for clubs and communities.',
    footerLinks: 'About the club',
    skipToContent: 'Skip to content',
  },
  pushBell: {
    tipUnsubscribed: 'Subscribe to notifications',
    tipSubscribed: 'You are subscribed to notifications',
    tipBlocked: 'You have blocked notifications',
    prenotify: 'Click to subscribe to notifications',
    subscribing: 'Allow notifications in your browser’s prompt',
    subscribed: 'Thanks for subscribing!',
    resubscribed: 'You are subscribed to notifications',
    unsubscribed: 'You will not receive notifications any more',
    dialogTitle: 'Manage site notifications',
    subscribe: 'SUBSCRIBE',
    unsubscribe: 'UNSUBSCRIBE',
    blockedTitle: 'Unblock notifications',
    blockedMessage: 'Follow these instructions to allow notifications:',
  },
  nav: {
    home: 'Home',
    articles: 'Articles',
    subscriptions: 'Membership',
    events: 'Events',
    login: 'Log in',
    logout: 'Log out',
    admin: 'Administration',
    menu: 'Menu',
    closeMenu: 'Close the menu',
    account: 'My account',
    loggedInAs: 'Signed in: {{email}}',
  },
  home: {
    title: 'Welcome to Tribuna',
    subtitle: 'News, tickets and memberships in one place.',
    latestArticles: 'Latest articles',
    allArticles: 'All articles',
    latestGalleries: 'Latest galleries',
    allGalleries: 'All galleries',
    latestVideos: 'Latest videos',
    allVideos: 'All videos',
    upcomingEvents: 'Upcoming events',
    allEvents: 'All events and tickets',
    eventAvailability: {
      notYetOnSale: 'On sale from {{date}}',
      presale: 'Members’ presale',
      onSale: 'On sale',
      soldOut: 'Sold out',
      saleClosed: 'Sale closed',
      ended: 'Ended',
    },
    membership: {
      title: 'Become a member',
      text: 'Members read the members-only content, buy tickets in the presale and get partner benefits.',
      action: 'Choose a membership',
    },
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
    membersOnly: 'Members only',
    author: 'By {{name}}',
    notPublishedYet: 'This article comes out on {{date}}.',
  },
  countdowns: {
    title: 'Counting down',
    days: 'days',
    hours: 'hours',
    minutes: 'minutes',
    seconds: 'seconds',
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist.',
    home: 'Go to the home page',
    path: 'Page not found: {{path}}',
  },
  pageMeta: {
    about: {
      title: 'About us',
      description: 'Who we are and what we do for the fans.',
    },
    faq: {
      title: 'Frequently asked questions',
      description: 'Answers to common questions on tickets, membership and accounts.',
    },
    media: {
      title: 'For the media',
      description:
        'Accreditation for journalists, photographers and camera crews: matches, events or a whole season.',
    },
    contact: {
      title: 'Contact',
      description: 'Write to the club: tickets, membership or anything else.',
    },
    subscriptions: {
      title: 'Membership',
      description: 'Choose a membership: members-only content, ticket presale and more.',
    },
    home: {
      title: 'Tribuna — news, tickets and memberships',
      description: 'News, tickets and memberships for fans in one place.',
    },
    articles: {
      title: 'Articles',
      description: 'The latest articles and news from Tribuna.',
    },
    article: {
      title: 'Article',
      description: 'An article from Tribuna.',
    },
    galleries: {
      title: 'Galleries',
      description: "Photo galleries from the club's matches and events.",
    },
    gallery: {
      title: 'Gallery',
      description: 'A photo gallery from Tribuna.',
    },
    videoArchives: {
      title: 'Videos',
      description: "The club's highlights, interviews and recordings.",
    },
    videoArchive: {
      title: 'Video',
      description: 'Videos from Tribuna.',
    },
    audioArchives: {
      title: 'Audio',
      description: "The club's interviews, podcasts and recordings to listen to.",
    },
    audioArchive: {
      title: 'Audio',
      description: 'Recordings from Tribuna.',
    },
    benefits: {
      title: 'Benefits',
      description: "Offers from the club's partners for fans and members.",
    },
    benefit: {
      title: 'Benefit',
      description: "An offer from one of the club's partners.",
    },
    maintenance: {
      title: 'Maintenance',
      description: 'We are improving Tribuna and will be back soon.',
    },
    login: {
      title: 'Log in',
      description: 'Log in to your Tribuna account.',
    },
    registration: {
      title: 'Registration',
      description: 'Create a Tribuna account to buy tickets and memberships.',
    },
    acceptTerms: {
      title: 'Complete your registration',
      description: 'Accept the terms and complete your Tribuna account.',
    },
    registrationConfirmation: {
      title: 'Check your e-mail',
      description: 'Verify your e-mail to finish the registration.',
    },
    forgottenPassword: {
      title: 'Forgotten password',
      description: 'We will send you a link to set a new password.',
    },
    forgottenPasswordSent: {
      title: 'The link is on its way',
      description: 'The link to set a new password is on its way to your inbox.',
    },
    passwordRecovery: {
      title: 'New password',
      description: 'Set a new password or verify your e-mail.',
    },
    account: {
      title: 'My account',
      description: 'Your personal details, language and password.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you are looking for does not exist.',
    },
    order: {
      title: 'Order',
      description: 'Your order and its payment.',
    },
    subscriptionOrder: {
      title: 'Membership order',
      description: 'The summary and payment of the chosen membership.',
    },
    subscriptionOrderCompleted: {
      title: 'Your membership is active',
      description: 'Your paid membership.',
    },
    voucherOrder: {
      title: 'Membership gift voucher',
      description: 'Give a membership: pay for the voucher by card, no registration needed.',
    },
    events: {
      title: 'Events and tickets',
      description: 'Upcoming events, ticket prices and availability.',
    },
    event: {
      title: 'Event',
      description: 'Date, venue, ticket prices and availability.',
    },
    ticketOrder: {
      title: 'Choose your seats',
      description: 'Pick your seats on the chart or from the list.',
    },
    orderCompleted: {
      title: 'Order completion',
      description: "The result of your order's payment.",
    },
    developer: {
      title: 'For developers',
      description: 'Example pages for developers.',
    },
  },
  maintenance: {
    title: 'Maintenance in progress',
    text: 'We are improving Tribuna right now. We will be back soon — please try again in a while.',
    retry: 'Try again',
  },
  consent: {
    title: 'Cookies and privacy',
    text: 'Tribuna needs its necessary cookies to work. With your consent we also measure visits, show advertising and send notifications. You can change your choice at any time with the Cookie settings link in the footer.',
    acceptAll: 'Accept all',
    onlyNecessary: 'Only necessary',
    settings: 'Settings',
    settingsTitle: 'Consent settings',
    save: 'Save choices',
    necessary: 'Necessary',
    alwaysOn: 'always on',
    necessaryText: 'Signing in, your order and your language. The site does not work without them.',
    analytics: 'Analytics',
    analyticsText: 'Measuring visits, which helps us improve the site (Google Tag Manager).',
    marketing: 'Marketing',
    marketingText: 'Advertising and measuring its success with our partners.',
    notifications: 'Notifications',
    notificationsText: 'News and events announced right in your browser.',
    footerLink: 'Cookie settings',
  },
  toast: {
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
};
