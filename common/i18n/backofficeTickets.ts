/**
 * Back-office texts of passing tickets on: an event's transfer settings and a ticket's
 * history. The Czech object is the source of the key set; Slovak and English must match it.
 */
export const ticketTransfersCs = {
  settings: 'Předávání vstupenek',
  fields: {
    transfersAllowed: 'Předávání vstupenek povoleno',
    transfersUntil: 'Předávat lze do',
  },
  transfersUntilHint: 'Prázdné: až do začátku akce. Ve tvaru dd.MM.yyyy HH:mm, pražský čas.',
  history: {
    show: 'Historie',
    title: 'Historie vstupenky %{code}',
    loading: 'Načítám historii vstupenky…',
    loadFailed: 'Historii vstupenky se nepodařilo načíst.',
    holder: 'Držitel: %{holder}',
    noHolder: 'Držitel: bez účtu (volná vstupenka)',
    version: 'Verze QR kódu: %{version}',
    empty: 'O této vstupence zatím nic nevíme.',
    kinds: {
      issued: 'Vydána',
      transferOffered: 'Nabídnuta k předání',
      transferCancelled: 'Předání zrušeno',
      transferAccepted: 'Předána',
      checkedIn: 'Odbavena',
      doubleAdmission: 'Odbavena podruhé (offline)',
      voided: 'Zrušena',
    },
    to: 'komu: %{to}',
    from: 'od: %{from}',
    by: 'kdo: %{by}',
    gate: 'brána: %{gate}',
    versionFrom: 'nová verze QR kódu: %{version}',
    reason: 'důvod: %{reason}',
  },
};
