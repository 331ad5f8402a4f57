/**
 * Back-office texts of season tickets (`resources.season-tickets`): what staff define and
 * who holds which seat. The Czech object is the source of the key set; Slovak and English match it.
 */
export const seasonTicketsCs = {
  name: 'Permanentka |||| Permanentky',
  page: { create: 'Vytvořit permanentku' },
  empty: 'Zatím žádné permanentky',
  invite: 'Permanentka prodá jedno místo na všechny zápasy sezóny najednou.',
  fields: {
    name: 'Název',
    subscriptionUuid: 'Sezónní členství',
    eventUuids: 'Zápasy sezóny',
    sections: 'Sektory',
    renewsSeasonTicketUuid: 'Obnovuje permanentku',
    priorityUntil: 'Přednost loňských držitelů do',
    prices: 'Cena',
    seatsSold: 'Prodaná místa',
    seatsKeptForRenewal: 'Držená pro obnovu',
    createdAt: 'Vytvořeno',
    updatedAt: 'Upraveno',
  },
  hints: {
    subscriptionUuid:
      'Členství typu Sezónní: jeho první cenová varianta je cena permanentky v Kč a v €. Kupující ho dostane s místem; vypněte mu „V prodeji“, aby se bez místa neprodávalo.',
    eventUuids: 'Akce s plánkem sedadel, ve vybraných sektorech se stejnými sedadly.',
    sections: 'Sektory plánku prvního vybraného zápasu, jejichž místa se prodávají jako permanentky.',
    sectionsFirst: 'Nejdřív vyberte zápasy: sektory nabídneme z plánku prvního z nich.',
    renewsSeasonTicketUuid:
      'Místa loňských držitelů jim podržíme do konce přednosti; potom se neobnovená místa uvolní do prodeje.',
    priorityUntil: 'Ve tvaru dd.MM.yyyy HH:mm, pražský čas. Povinné, když permanentka obnovuje loňskou.',
  },
  noRenewal: 'Neobnovuje žádnou',
  holders: {
    title: 'Držitelé míst',
    empty: 'Zatím nikdo nekoupil místo.',
    seat: 'Místo',
    holder: 'Držitel',
    order: 'Objednávka',
    status: 'Stav',
    released: 'Uvolněno na',
    statuses: { active: 'Platná', refunded: 'Vrácená' },
    kept: 'Držená pro obnovu',
    keptUntil: 'do %{date}',
    seatName: '%{section}, řada %{row}, sedadlo %{seat}',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type SeasonTicketsTexts = DeepStrings<typeof seasonTicketsCs>;
