/**
 * Back-office texts of a sold-out sale's waiting list (`waitlists`: an event's or a membership's):
 * its settings, the people in line with their offers, offering places by hand and closing it.
 * Slovak and English must match the Czech key set (typecheck).
 */
export const waitlistsCs = {
  title: 'Čekací listina',
  loadFailed: 'Čekací listinu se nepodařilo načíst.',
  state: {
    on: 'Zapnutá: po vyprodání se zájemci mohou zařadit',
    off: 'Vypnutá: po vyprodání se nikdo zařadit nemůže',
    closed: 'Uzavřená: nové zájemce nepřijímá, platné nabídky doběhnou',
  },
  summary: {
    maxQuantity: 'Nejvíce míst na osobu',
    offerHours: 'Nabídka platí',
    hours: '%{count} h',
  },
  stats: {
    label: 'Čekací listina právě teď',
    waiting: 'Čekají',
    waitingQuantity: 'Chtějí míst',
    offered: 'Mají nabídku',
    ordered: 'Platí',
    bought: 'Koupili',
    lapsed: 'Propadlé nabídky',
    left: 'Odešli',
  },
  settings: {
    open: 'Nastavit čekací listinu',
    title: 'Nastavení čekací listiny',
    save: 'Uložit nastavení',
    saved: 'Nastavení čekací listiny je uložené',
    enabled: 'Zapnout čekací listinu',
    enabledHint: 'Po vyprodání se přihlášení zájemci mohou zařadit; vrácená místa dostanou v pořadí.',
    maxQuantity: 'Nejvíce míst na osobu',
    offerHours: 'Jak dlouho nabídka platí (hodiny)',
    offerHoursHint: 'Po tu dobu držíme místa pro zájemce; pak nabídka přejde na dalšího v pořadí.',
    errors: {
      maxQuantity: 'Zadejte celé číslo od 1 do %{max}',
      offerHours: 'Zadejte celé číslo od 1 do %{max}',
    },
  },
  close: {
    action: 'Uzavřít čekací listinu',
    title: 'Uzavřít čekací listinu?',
    content:
      'Nikdo nový se nezařadí a kdo čeká, dozví se, že se na něj nedostane. Už odeslané nabídky platí do svého konce. Ještě pár sekund můžete uzavření vzít zpět.',
    closing: 'Čekací listina se uzavírá',
    closed: 'Čekací listina je uzavřená',
    reopen: 'Znovu otevřít',
    reopened: 'Čekací listina je znovu otevřená',
  },
  entries: {
    label: 'Lidé v čekací listině',
    empty: 'V čekací listině zatím nikdo není.',
    emptyFiltered: 'Nikdo v tomto stavu.',
    filter: 'Stav',
    all: 'Všichni',
    position: 'Pořadí',
    person: 'Zájemce',
    quantity: 'Míst',
    category: 'Kategorie',
    anyCategory: 'kterákoli',
    status: 'Stav',
    joinedAt: 'Zařazen',
    offer: 'Nabídka',
    offerUntil: 'do %{date}',
    offerByStaff: 'ručně',
    seats: 'Místa: %{seats}',
    seat: '%{section} %{row}/%{label}',
    none: '—',
  },
  status: {
    waiting: 'Čeká',
    offered: 'Nabídka',
    ordered: 'Platí',
    bought: 'Koupil',
    lapsed: 'Propadlo',
    left: 'Odešel',
    closed: 'Uzavřeno',
  },
  offer: {
    action: 'Nabídnout místa',
    actionFor: 'Nabídnout místa: %{person}',
    title: 'Nabídnout místa: %{person}',
    content:
      'Místa podržíme pro tohoto zájemce mimo pořadí a pošleme mu e-mail s odkazem k zaplacení. Nabídka platí %{hours} h.',
    quantity: 'Počet míst',
    quantityHint: 'Chce %{count}; můžete nabídnout i méně.',
    send: 'Nabídnout',
    sent: 'Místa jsou nabídnutá',
    error: 'Zadejte celé číslo od 1 do %{max}',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type WaitlistsTexts = DeepStrings<typeof waitlistsCs>;
