import type { ShellTexts } from './shell';

export const shellSk: ShellTexts = {
  common: {
    appName: 'Tribuna',
    loading: 'Načítavam…',
    close: 'Zavrieť',
    retry: 'Skúsiť znova',
    error: 'Niečo sa pokazilo.',
    addToHomeScreenInfo: 'Pridajte si Tribunu na plochu: ťuknite na Zdieľať a potom na „Pridať na plochu“.',
    language: 'Jazyk',
    footer: 'Tribuna — vstupenky, členstvo a obsah pre kluby a komunity.',
    footerLinks: 'O klube',
    skipToContent: 'Preskočiť na obsah',
  },
  pushBell: {
    tipUnsubscribed: 'Prihlásiť sa na odber notifikácií',
    tipSubscribed: 'Ste prihlásený na odber notifikácií',
    tipBlocked: 'Zablokovali ste notifikácie',
    prenotify: 'Kliknite pre prihlásenie na odber notifikácií',
    subscribing: 'Povoľte notifikácie v okne prehliadača',
    subscribed: 'Ďakujeme za prihlásenie na odber!',
    resubscribed: 'Ste prihlásený na odber notifikácií',
    unsubscribed: 'Už nebudete dostávať notifikácie',
    dialogTitle: 'Správa notifikácií webu',
    subscribe: 'PRIHLÁSIŤ SA NA ODBER',
    unsubscribe: 'ODHLÁSIŤ ODBER',
    blockedTitle: 'Odblokovanie notifikácií',
    blockedMessage: 'Postupujte podľa týchto pokynov na povolenie notifikácií:',
  },
  nav: {
    home: 'Domov',
    articles: 'Články',
    subscriptions: 'Členstvo',
    events: 'Podujatia',
    login: 'Prihlásiť sa',
    logout: 'Odhlásiť sa',
    admin: 'Administrácia',
    menu: 'Menu',
    closeMenu: 'Zavrieť menu',
    account: 'Môj účet',
    loggedInAs: 'Prihlásený: {{email}}',
  },
  home: {
    title: 'Vitajte na Tribune',
    subtitle: 'Novinky, vstupenky a členstvo na jednom mieste.',
    latestArticles: 'Najnovšie články',
    allArticles: 'Všetky články',
    latestGalleries: 'Najnovšie galérie',
    allGalleries: 'Všetky galérie',
    latestVideos: 'Najnovšie videá',
    allVideos: 'Všetky videá',
    upcomingEvents: 'Najbližšie podujatia',
    allEvents: 'Všetky podujatia a vstupenky',
    eventAvailability: {
      notYetOnSale: 'Predaj začne {{date}}',
      presale: 'Predpredaj pre členov',
      onSale: 'V predaji',
      soldOut: 'Vypredané',
      saleClosed: 'Predaj skončil',
      ended: 'Prebehlo',
    },
    membership: {
      title: 'Staňte sa členom',
      text: 'Členovia čítajú obsah len pre členov, kupujú vstupenky v predpredaji a majú výhody u partnerov.',
      action: 'Vybrať členstvo',
    },
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
    membersOnly: 'Len pre členov',
    author: 'Autor: {{name}}',
    notPublishedYet: 'Článok vyjde {{date}}.',
  },
  countdowns: {
    title: 'Odpočítavanie',
    days: 'dní',
    hours: 'hodín',
    minutes: 'minút',
    seconds: 'sekúnd',
  },
  notFound: {
    title: 'Stránka sa nenašla',
    description: 'Stránka, ktorú hľadáte, neexistuje.',
    home: 'Na úvodnú stránku',
    path: 'Stránka sa nenašla: {{path}}',
  },
  pageMeta: {
    about: {
      title: 'O nás',
      description: 'Kto sme a čo pre fanúšikov robíme.',
    },
    faq: {
      title: 'Časté otázky',
      description: 'Odpovede na časté otázky k vstupenkám, členstvu a účtu.',
    },
    media: {
      title: 'Pre médiá',
      description: 'Akreditácia pre novinárov, fotografov a kameramanov na zápasy, podujatia aj celú sezónu.',
    },
    contact: {
      title: 'Kontakt',
      description: 'Napíšte klubu: otázky k vstupenkám, členstvu aj čomukoľvek ďalšiemu.',
    },
    subscriptions: {
      title: 'Členstvo',
      description: 'Vyberte si členstvo: obsah pre členov, predpredaj vstupeniek a ďalšie výhody.',
    },
    home: {
      title: 'Tribuna — novinky, vstupenky a členstvo',
      description: 'Novinky, vstupenky a členstvo pre fanúšikov na jednom mieste.',
    },
    articles: {
      title: 'Články',
      description: 'Najnovšie články a novinky z Tribuny.',
    },
    article: {
      title: 'Článok',
      description: 'Článok z Tribuny.',
    },
    galleries: {
      title: 'Galérie',
      description: 'Fotogalérie zo zápasov a podujatí klubu.',
    },
    gallery: {
      title: 'Galéria',
      description: 'Fotogaléria z Tribuny.',
    },
    videoArchives: {
      title: 'Videá',
      description: 'Zostrihy, rozhovory a záznamy klubu.',
    },
    videoArchive: {
      title: 'Video',
      description: 'Videá z Tribuny.',
    },
    audioArchives: {
      title: 'Audio',
      description: 'Rozhovory, podcasty a záznamy klubu na počúvanie.',
    },
    audioArchive: {
      title: 'Audio',
      description: 'Nahrávky z Tribuny.',
    },
    benefits: {
      title: 'Benefity',
      description: 'Výhody u partnerov klubu pre fanúšikov a členov.',
    },
    benefit: {
      title: 'Benefit',
      description: 'Výhoda u partnera klubu.',
    },
    maintenance: {
      title: 'Prebieha údržba',
      description: 'Tribunu práve vylepšujeme, čoskoro budeme späť.',
    },
    login: {
      title: 'Prihlásenie',
      description: 'Prihláste sa do svojho účtu na Tribune.',
    },
    registration: {
      title: 'Registrácia',
      description: 'Založte si účet na Tribune a kupujte vstupenky a členstvo.',
    },
    acceptTerms: {
      title: 'Dokončenie registrácie',
      description: 'Potvrďte podmienky a dokončite svoj účet na Tribune.',
    },
    registrationConfirmation: {
      title: 'Skontrolujte svoj e-mail',
      description: 'Overte svoj e-mail a dokončite registráciu.',
    },
    forgottenPassword: {
      title: 'Zabudnuté heslo',
      description: 'Pošleme vám odkaz na nastavenie nového hesla.',
    },
    forgottenPasswordSent: {
      title: 'Odkaz je na ceste',
      description: 'Odkaz na nastavenie nového hesla je na ceste do vašej schránky.',
    },
    passwordRecovery: {
      title: 'Nové heslo',
      description: 'Nastavte si nové heslo alebo overte svoj e-mail.',
    },
    account: {
      title: 'Môj účet',
      description: 'Vaše osobné údaje, jazyk a heslo.',
    },
    notFound: {
      title: 'Stránka sa nenašla',
      description: 'Stránka, ktorú hľadáte, neexistuje.',
    },
    order: {
      title: 'Objednávka',
      description: 'Vaša objednávka a jej zaplatenie.',
    },
    subscriptionOrder: {
      title: 'Objednávka členstva',
      description: 'Zhrnutie a zaplatenie vybraného členstva.',
    },
    subscriptionOrderCompleted: {
      title: 'Členstvo je aktívne',
      description: 'Vaše zaplatené členstvo.',
    },
    voucherOrder: {
      title: 'Darčeková poukážka na členstvo',
      description: 'Darujte členstvo: poukážku zaplatíte kartou bez registrácie.',
    },
    events: {
      title: 'Podujatia a vstupenky',
      description: 'Nadchádzajúce podujatia, ceny vstupeniek a ich dostupnosť.',
    },
    event: {
      title: 'Podujatie',
      description: 'Dátum, miesto, ceny a dostupnosť vstupeniek.',
    },
    ticketOrder: {
      title: 'Výber miest',
      description: 'Vyberte si miesta na pláni hľadiska alebo v zozname.',
    },
    orderCompleted: {
      title: 'Dokončenie objednávky',
      description: 'Výsledok platby vašej objednávky.',
    },
    developer: {
      title: 'Pre vývojárov',
      description: 'Ukážkové stránky pre vývojárov.',
    },
  },
  maintenance: {
    title: 'Prebieha údržba systému',
    text: 'Tribunu práve vylepšujeme. Čoskoro budeme späť — skúste to prosím o chvíľu.',
    retry: 'Skúsiť znova',
  },
  toast: {
    region: 'Oznámenia',
    dismiss: 'Zavrieť oznámenie',
  },
};
