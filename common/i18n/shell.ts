/**
 * The storefront's first texts: what any page can show before the rest loads (header, footer,
 * home and article pages, page titles, toasts, maintenance). The storefront bundles the Czech ones
 * with its first page and loads the rest (`cs.ts`, …) with the screens that need them.
 */
export const shellCs = {
  common: {
    appName: 'Tribuna',
    loading: 'Načítám…',
    close: 'Zavřít',
    // MUI's page list: its name, and each button's ("Go to page 2" in MUI's English).
    pagination: {
      label: 'Stránkování',
      page: 'Strana {{page}}',
      goTo: 'Přejít na stranu {{page}}',
      first: 'Přejít na první stranu',
      last: 'Přejít na poslední stranu',
      previous: 'Přejít na předchozí stranu',
      next: 'Přejít na další stranu',
    },
    retry: 'Zkusit znovu',
    error: 'Něco se pokazilo.',
    // A price variant or ticket category without a price in the visitor's currency.
    notSoldInCurrency: 'V {{currency}} nelze koupit',
    addToHomeScreenInfo: 'Přidejte si Tribunu na plochu: klepněte na Sdílet a pak na „Přidat na plochu“.',
    language: 'Jazyk',
    footer: 'Tribuna — vstupenky, členství a obsah pro kluby a komunity.',
    footerLinks: 'O klubu',
    skipToContent: 'Přeskočit na obsah',
  },
  /** The push notification bell (spec section 2; OneSignal's widget). */
  pushBell: {
    tipUnsubscribed: 'Přihlásit se k odběru notifikací',
    tipSubscribed: 'Jste přihlášen k odběru notifikací',
    tipBlocked: 'Zablokovali jste notifikace',
    prenotify: 'Klikněte pro přihlášení k odběru notifikací',
    subscribing: 'Povolte notifikace v okně prohlížeče',
    subscribed: 'Děkujeme za přihlášení k odběru!',
    resubscribed: 'Jste přihlášen k odběru notifikací',
    unsubscribed: 'Už nebudete dostávat notifikace',
    dialogTitle: 'Správa notifikací webu',
    subscribe: 'PŘIHLÁSIT SE K ODBĚRU',
    unsubscribe: 'ODHLÁSIT ODBĚR',
    blockedTitle: 'Odblokování notifikací',
    blockedMessage: 'Sledujte tyto instrukce pro povolení notifikací:',
  },
  nav: {
    home: 'Domů',
    articles: 'Články',
    subscriptions: 'Členství',
    seasonTickets: 'Permanentky',
    events: 'Akce',
    login: 'Přihlásit se',
    logout: 'Odhlásit se',
    admin: 'Administrace',
    menu: 'Menu',
    closeMenu: 'Zavřít menu',
    account: 'Můj účet',
    loggedInAs: 'Přihlášen: {{email}}',
  },
  home: {
    title: 'Vítejte na Tribuně',
    subtitle: 'Novinky, vstupenky a členství na jednom místě.',
    latestArticles: 'Nejnovější články',
    allArticles: 'Všechny články',
    latestGalleries: 'Nejnovější galerie',
    allGalleries: 'Všechny galerie',
    latestVideos: 'Nejnovější videa',
    allVideos: 'Všechna videa',
    upcomingEvents: 'Nejbližší akce',
    allEvents: 'Všechny akce a vstupenky',
    eventAvailability: {
      notYetOnSale: 'Prodej začne {{date}}',
      presale: 'Předprodej pro členy',
      onSale: 'V prodeji',
      soldOut: 'Vyprodáno',
      saleClosed: 'Prodej skončil',
      ended: 'Proběhlo',
      cancelled: 'Zrušeno',
    },
    membership: {
      title: 'Staňte se členem',
      text: 'Členové čtou obsah jen pro členy, kupují vstupenky v předprodeji a mají výhody u partnerů.',
      action: 'Vybrat členství',
    },
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
    membersOnly: 'Jen pro členy',
    author: 'Autor: {{name}}',
    notPublishedYet: 'Článek vyjde {{date}}.',
  },
  countdowns: {
    title: 'Odpočítávání',
    days: 'dní',
    hours: 'hodin',
    minutes: 'minut',
    seconds: 'sekund',
  },
  notFound: {
    title: 'Stránka nenalezena',
    description: 'Stránka, kterou hledáte, neexistuje.',
    home: 'Na úvodní stránku',
    path: 'Stránka nenalezena: {{path}}',
  },
  pageMeta: {
    about: {
      title: 'O nás',
      description: 'Kdo jsme a co pro fanoušky děláme.',
    },
    faq: {
      title: 'Časté dotazy',
      description: 'Odpovědi na časté dotazy ke vstupenkám, členství a účtu.',
    },
    media: {
      title: 'Pro média',
      description: 'Akreditace pro novináře, fotografy a kameramany na zápasy, akce i celou sezónu.',
    },
    contact: {
      title: 'Kontakt',
      description: 'Napište klubu: dotazy ke vstupenkám, členství i čemukoli dalšímu.',
    },
    subscriptions: {
      title: 'Členství',
      description: 'Vyberte si členství: obsah pro členy, předprodej vstupenek a další výhody.',
    },
    home: {
      title: 'Tribuna — novinky, vstupenky a členství',
      description: 'Novinky, vstupenky a členství pro fanoušky na jednom místě.',
    },
    articles: {
      title: 'Články',
      description: 'Nejnovější články a novinky z Tribuny.',
    },
    article: {
      title: 'Článek',
      description: 'Článek z Tribuny.',
    },
    galleries: {
      title: 'Galerie',
      description: 'Fotogalerie ze zápasů a akcí klubu.',
    },
    gallery: {
      title: 'Galerie',
      description: 'Fotogalerie z Tribuny.',
    },
    videoArchives: {
      title: 'Videa',
      description: 'Sestřihy, rozhovory a záznamy klubu.',
    },
    videoArchive: {
      title: 'Video',
      description: 'Videa z Tribuny.',
    },
    audioArchives: {
      title: 'Audio',
      description: 'Rozhovory, podcasty a záznamy klubu k poslechu.',
    },
    audioArchive: {
      title: 'Audio',
      description: 'Nahrávky z Tribuny.',
    },
    benefits: {
      title: 'Benefity',
      description: 'Výhody u partnerů klubu pro fanoušky a členy.',
    },
    benefit: {
      title: 'Benefit',
      description: 'Výhoda u partnera klubu.',
    },
    maintenance: {
      title: 'Probíhá údržba',
      description: 'Tribunu právě vylepšujeme, brzy budeme zpět.',
    },
    login: {
      title: 'Přihlášení',
      description: 'Přihlaste se ke svému účtu na Tribuně.',
    },
    registration: {
      title: 'Registrace',
      description: 'Založte si účet na Tribuně a kupujte vstupenky a členství.',
    },
    acceptTerms: {
      title: 'Dokončení registrace',
      description: 'Potvrďte podmínky a dokončete svůj účet na Tribuně.',
    },
    registrationConfirmation: {
      title: 'Zkontrolujte svůj e-mail',
      description: 'Ověřte svůj e-mail a dokončete registraci.',
    },
    forgottenPassword: {
      title: 'Zapomenuté heslo',
      description: 'Pošleme vám odkaz pro nastavení nového hesla.',
    },
    forgottenPasswordSent: {
      title: 'Odkaz je na cestě',
      description: 'Odkaz pro nastavení nového hesla je na cestě do vaší schránky.',
    },
    passwordRecovery: {
      title: 'Nové heslo',
      description: 'Nastavte si nové heslo nebo ověřte svůj e-mail.',
    },
    account: {
      title: 'Můj účet',
      description: 'Vaše osobní údaje, jazyk a heslo.',
    },
    notFound: {
      title: 'Stránka nenalezena',
      description: 'Stránka, kterou hledáte, neexistuje.',
    },
    order: {
      title: 'Objednávka',
      description: 'Vaše objednávka a její zaplacení.',
    },
    subscriptionOrder: {
      title: 'Objednávka členství',
      description: 'Shrnutí a zaplacení vybraného členství.',
    },
    subscriptionOrderCompleted: {
      title: 'Členství je aktivní',
      description: 'Vaše zaplacené členství.',
    },
    voucherOrder: {
      title: 'Dárkový voucher na členství',
      description: 'Darujte členství: voucher zaplatíte kartou bez registrace.',
    },
    events: {
      title: 'Akce a vstupenky',
      description: 'Nadcházející akce, ceny vstupenek a jejich dostupnost.',
    },
    event: {
      title: 'Akce',
      description: 'Datum, místo, ceny a dostupnost vstupenek.',
    },
    ticketOrder: {
      title: 'Výběr míst',
      description: 'Vyberte si místa na plánku hlediště nebo v seznamu.',
    },
    ticketTransfer: {
      title: 'Převzetí vstupenky',
      description: 'Někdo vám předává vstupenku: podívejte se na ni a přijměte ji do svého účtu.',
    },
    orderCompleted: {
      title: 'Dokončení objednávky',
      description: 'Výsledek platby vaší objednávky.',
    },
    developer: {
      title: 'Pro vývojáře',
      description: 'Ukázkové stránky pro vývojáře.',
    },
  },
  maintenance: {
    title: 'Probíhá údržba systému',
    text: 'Tribunu právě vylepšujeme. Brzy budeme zpět — zkuste to prosím za chvíli.',
    retry: 'Zkusit znovu',
  },
  consent: {
    title: 'Soubory cookies a soukromí',
    text: 'Nezbytné soubory cookies potřebujeme, aby Tribuna fungovala. S vaším souhlasem měříme návštěvnost, zobrazujeme reklamu a posíláme notifikace. Volbu můžete kdykoli změnit odkazem Nastavení cookies v patičce.',
    acceptAll: 'Přijmout vše',
    onlyNecessary: 'Jen nezbytné',
    settings: 'Nastavení',
    settingsTitle: 'Nastavení souhlasu',
    save: 'Uložit volby',
    necessary: 'Nezbytné',
    alwaysOn: 'vždy zapnuto',
    necessaryText: 'Přihlášení, objednávka a volba jazyka. Bez nich web nefunguje.',
    analytics: 'Analytické',
    analyticsText: 'Měření návštěvnosti, které nám pomáhá web zlepšovat (Google Tag Manager).',
    marketing: 'Marketingové',
    marketingText: 'Reklama a měření jejího úspěchu u našich partnerů.',
    notifications: 'Notifikace',
    notificationsText: 'Upozornění na novinky a akce přímo v prohlížeči.',
    footerLink: 'Nastavení cookies',
  },
  toast: {
    region: 'Oznámení',
    dismiss: 'Zavřít oznámení',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type ShellTexts = DeepStrings<typeof shellCs>;
