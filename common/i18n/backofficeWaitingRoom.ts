/**
 * Back-office texts of a sale's waiting room (`waitingRoom`: an event's or a membership's): its
 * settings and the live view staff run the sale from. Slovak and English must match the Czech key set (typecheck).
 */
export const waitingRoomCs = {
  title: 'Čekárna',
  off: 'Čekárna je vypnutá: kupující vstupují do prodeje hned.',
  configure: 'Nastavit čekárnu',
  edit: 'Upravit nastavení',
  settingsTitle: 'Nastavení čekárny',
  save: 'Uložit nastavení',
  saved: 'Nastavení čekárny je uložené',
  loadFailed: 'Čekárnu se nepodařilo načíst.',
  needsCapacity: 'Čekárnu lze zapnout jen u členství s omezeným počtem míst: nejprve nastavte kapacitu.',
  fields: {
    enabled: 'Zapnout čekárnu',
    opensAt: 'Čekárna se otevírá',
    saleStartsAt: 'Prodej začíná',
    automatic: 'Rychlost vpouštění automaticky',
    rate: 'Rychlost vpouštění (kupujících za minutu)',
    passMinutes: 'Platnost propustky (minuty)',
  },
  hints: {
    enabled: 'Kupující čekají ve frontě a do prodeje vstupují postupně.',
    saleStartsAt: 'Kdo přijde do čekárny před začátkem prodeje, dostane v něm náhodné pořadí.',
    automatic: 'Tribuna pouští tolik kupujících, kolik prodej právě zvládá.',
    passMinutes: 'Jak dlouho má vpuštěný kupující na nákup; každá rezervace míst propustku prodlouží.',
    passMinutesMembership: 'Jak dlouho má vpuštěný kupující na objednávku členství.',
  },
  errors: {
    saleBeforeOpening: 'Prodej musí začít nejdříve v okamžiku otevření čekárny',
    rate: 'Zadejte celé číslo od 1 do %{max}',
    passMinutes: 'Zadejte celé číslo od 1 do %{max}',
  },
  state: {
    scheduled: 'Otevře se %{date}',
    open: 'Otevřená, prodej začne %{date}',
    admitting: 'Vpouští kupující',
    paused: 'Pozastavená',
    closed: 'Zavřená',
  },
  summary: {
    opensAt: 'Otevírá se',
    saleStartsAt: 'Prodej začíná',
    rate: 'Nastavená rychlost',
    passMinutes: 'Platnost propustky',
    minutes: '%{count} min',
  },
  stats: {
    label: 'Čekárna právě teď',
    waiting: 'Čekají',
    // A closed room's places still waiting: told it is closed, never let in.
    turnedAway: 'Zůstali bez vstupu',
    admitted: 'Vpuštění',
    buying: 'Nakupují',
    done: 'Nakoupili',
    expired: 'Propadlé propustky',
    currentRate: 'Rychlost (za minutu)',
    lastAdmittedPosition: 'Poslední vpuštěné pořadí',
  },
  automatic: 'automaticky',
  perMinute: '%{rate} za minutu',
  none: '—',
  updatedAt: 'Aktualizováno v %{time}',
  stale: 'Údaje se nepodařilo obnovit, zobrazené jsou z %{time}.',
  actions: {
    pause: 'Pozastavit vpouštění',
    resume: 'Obnovit vpouštění',
    paused: 'Vpouštění je pozastavené',
    resumed: 'Vpouštění pokračuje',
    newRate: 'Nová rychlost (za minutu)',
    setRate: 'Změnit rychlost',
    setAutomatic: 'Automaticky',
    rateChanged: 'Rychlost vpouštění je %{rate} kupujících za minutu',
    rateAutomatic: 'Rychlost vpouštění se řídí automaticky',
    close: 'Zavřít čekárnu',
    closeTitle: 'Zavřít čekárnu?',
    closeContent:
      'Kdo ještě čeká, dozví se, že se do prodeje už nedostane. Vpuštění kupující mohou nákup dokončit. Zavření nejde vrátit, ještě pár sekund ho ale můžete vzít zpět.',
    closing: 'Čekárna se zavírá',
    closed: 'Čekárna je zavřená',
  },
};

type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> };
export type WaitingRoomTexts = DeepStrings<typeof waitingRoomCs>;
