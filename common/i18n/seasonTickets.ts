/**
 * Storefront texts of season tickets: the season tickets on sale, picking one seat for
 * every event of a season, and the holder's season seats in the account. The Czech object is the
 * source of the key set; Slovak and English must match it (typecheck through `Translations`).
 */
export const seasonTicketsCs = {
  seasonTickets: {
    title: 'Permanentky',
    intro: 'Jedno místo na všechny zápasy sezóny: vyberete si ho jednou a je vaše na každém zápase.',
    empty: 'Teď žádné permanentky v prodeji nejsou.',
    loadFailed: 'Permanentky se nepodařilo načíst.',
    notFound: 'Tuto permanentku jsme nenašli.',
    retry: 'Zkusit znovu',
    price: 'Cena',
    notSold: 'V této měně se permanentka neprodává.',
    events: 'Zápasy sezóny',
    eventCount_one: '{{count}} zápas',
    eventCount_few: '{{count}} zápasy',
    eventCount_many: '{{count}} zápasu',
    eventCount_other: '{{count}} zápasů',
    sections: 'Sektory',
    pickSeat: 'Vybrat místo',
    backToList: 'Všechny permanentky',
    priorityUntil:
      'Do {{date}} mají přednost loňští držitelé: jejich místa jsou pro ně zatím držená, potom se uvolní do prodeje.',
    chartNote: 'Volná jsou jen místa, která jsou volná na všech zápasech sezóny.',
    seatName: 'Permanentka',
    selection: 'Vaše místo',
    nothingSelected: 'Klepněte na volné místo v plánku. Podržíme vám ho na všech zápasech sezóny.',
    heldFor_one: 'Místo držíme na {{count}} zápas.',
    heldFor_few: 'Místo držíme na {{count}} zápasy.',
    heldFor_many: 'Místo držíme na {{count}} zápasu.',
    heldFor_other: 'Místo držíme na {{count}} zápasů.',
    oneSeat: 'Permanentka je na jedno místo: nejdřív uvolněte to, které máte vybrané.',
    takenAt: 'Toto místo už je obsazené na zápasech: {{events}}. Vyberte si prosím jiné.',
    taken: 'Toto místo mezitím obsadil někdo jiný. Vyberte si prosím jiné.',
    drop: 'Uvolnit místo',
    continue: 'Pokračovat k objednávce',
    continueNote:
      'Na další stránce objednávku zkontrolujete a zaplatíte kartou. Místo vám během platby podržíme.',
    orderFailed: 'Objednávku se nepodařilo vytvořit. Zkuste to prosím znovu.',
    renew: 'Obnovit své místo',
    renewalTitle: 'Vaše místo z minulé sezóny',
    renewalText:
      'Místo {{seat}} v permanentce {{name}} vám držíme do {{date}}. Obnovte ho, než se uvolní do prodeje.',
    account: {
      title: 'Permanentky',
      empty: 'Zatím nemáte žádnou permanentku.',
      browse: 'Prohlédnout permanentky',
      seat: 'Místo',
      refunded: 'Permanentka byla vrácena.',
      status: {
        valid: 'Platná vstupenka',
        used: 'Využito',
        released: 'Uvolněno',
        passedOn: 'Předáno jinému',
        voided: 'Zrušeno',
      },
      release: 'Nemohu přijít — uvolnit místo',
      releaseLabel: 'Nemohu přijít — uvolnit místo: {{event}}',
      confirmTitle: 'Uvolnit místo na {{event}}?',
      confirmText:
        'Vaše vstupenka na tento zápas přestane platit a místo nabídneme dalším fanouškům. Na ostatní zápasy vám místo zůstává. Vrátit to nejde.',
      confirm: 'Uvolnit místo',
      cancel: 'Ponechat',
      released: 'Místo na {{event}} je uvolněné.',
      releaseFailed: 'Místo se nepodařilo uvolnit.',
    },
  },
};
