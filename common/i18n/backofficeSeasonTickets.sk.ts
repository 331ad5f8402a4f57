import type { SeasonTicketsTexts } from './backofficeSeasonTickets';

export const seasonTicketsSk: SeasonTicketsTexts = {
  name: 'Permanentka |||| Permanentky',
  page: { create: 'Vytvoriť permanentku' },
  empty: 'Zatiaľ žiadne permanentky',
  invite: 'Permanentka predá jedno miesto na všetky zápasy sezóny naraz.',
  fields: {
    name: 'Názov',
    subscriptionUuid: 'Sezónne členstvo',
    eventUuids: 'Zápasy sezóny',
    sections: 'Sektory',
    renewsSeasonTicketUuid: 'Obnovuje permanentku',
    priorityUntil: 'Prednosť vlaňajších držiteľov do',
    prices: 'Cena',
    seatsSold: 'Predané miesta',
    seatsKeptForRenewal: 'Držané na obnovu',
    createdAt: 'Vytvorené',
    updatedAt: 'Upravené',
  },
  hints: {
    subscriptionUuid:
      'Členstvo typu Sezónne: jeho prvá cenová varianta je cena permanentky v Kč a v €. Kupujúci ho dostane s miestom; vypnite mu „V predaji“, aby sa bez miesta nepredávalo.',
    eventUuids: 'Podujatia s plánom sedadiel, vo vybraných sektoroch s rovnakými sedadlami.',
    sections: 'Sektory plánu prvého vybraného zápasu, ktorých miesta sa predávajú ako permanentky.',
    sectionsFirst: 'Najprv vyberte zápasy: sektory ponúkneme z plánu prvého z nich.',
    renewsSeasonTicketUuid:
      'Miesta vlaňajších držiteľov im podržíme do konca prednosti; potom sa neobnovené miesta uvoľnia do predaja.',
    priorityUntil: 'V tvare dd.MM.yyyy HH:mm, pražský čas. Povinné, keď permanentka obnovuje vlaňajšiu.',
  },
  noRenewal: 'Neobnovuje žiadnu',
  holders: {
    title: 'Držitelia miest',
    empty: 'Zatiaľ nikto nekúpil miesto.',
    seat: 'Miesto',
    holder: 'Držiteľ',
    order: 'Objednávka',
    status: 'Stav',
    released: 'Uvoľnené na',
    statuses: { active: 'Platná', refunded: 'Vrátená' },
    kept: 'Držané na obnovu',
    keptUntil: 'do %{date}',
    seatName: '%{section}, rad %{row}, sedadlo %{seat}',
  },
};
