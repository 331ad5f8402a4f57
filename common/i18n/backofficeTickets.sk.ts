import type { TicketTransfersTexts } from './backofficeTicketsTexts';

export const ticketTransfersSk: TicketTransfersTexts = {
  settings: 'Odovzdávanie vstupeniek',
  fields: {
    transfersAllowed: 'Odovzdávanie vstupeniek povolené',
    transfersUntil: 'Odovzdávať možno do',
  },
  transfersUntilHint: 'Prázdne: až do začiatku podujatia. V tvare dd.MM.yyyy HH:mm, pražský čas.',
  history: {
    show: 'História',
    title: 'História vstupenky %{code}',
    loading: 'Načítavam históriu vstupenky…',
    loadFailed: 'Históriu vstupenky sa nepodarilo načítať.',
    holder: 'Držiteľ: %{holder}',
    noHolder: 'Držiteľ: bez účtu (voľná vstupenka)',
    version: 'Verzia QR kódu: %{version}',
    empty: 'O tejto vstupenke zatiaľ nič nevieme.',
    kinds: {
      issued: 'Vydaná',
      transferOffered: 'Ponúknutá na odovzdanie',
      transferCancelled: 'Odovzdanie zrušené',
      transferAccepted: 'Odovzdaná',
      checkedIn: 'Odbavená',
      doubleAdmission: 'Odbavená druhýkrát (offline)',
      voided: 'Zrušená',
    },
    to: 'komu: %{to}',
    from: 'od: %{from}',
    by: 'kto: %{by}',
    gate: 'brána: %{gate}',
    versionFrom: 'nová verzia QR kódu: %{version}',
    reason: 'dôvod: %{reason}',
  },
};
