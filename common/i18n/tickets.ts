import type { Language } from '../schemas/common';

/** The texts of tickets: the order line's name and the ticket PDF (`GET /tickets/export-pdf/...`). */
export interface TicketTexts {
  title: string;
  event: string;
  date: string;
  venue: string;
  seat: string;
  section: string;
  row: string;
  seatNumber: string;
  admission: string;
  category: string;
  code: string;
  holder: string;
  instructions: string;
  footer: string;
}

export const ticketTexts: Record<Language, TicketTexts> = {
  cs: {
    title: 'Vstupenka',
    event: 'Akce',
    date: 'Datum a čas',
    venue: 'Místo konání',
    seat: 'Místo',
    section: 'Sektor',
    row: 'řada',
    seatNumber: 'sedadlo',
    admission: 'Volný vstup bez místenky',
    category: 'Kategorie',
    code: 'Kód vstupenky',
    holder: 'Držitel',
    instructions:
      'Při vstupu ukažte QR kód na telefonu nebo vytištěný. Každá vstupenka platí pro jeden vstup; kopie se po prvním odbavení nepustí dál.',
    footer: 'Příjemný zážitek přeje tým Tribuna.',
  },
  sk: {
    title: 'Vstupenka',
    event: 'Podujatie',
    date: 'Dátum a čas',
    venue: 'Miesto konania',
    seat: 'Miesto',
    section: 'Sektor',
    row: 'rad',
    seatNumber: 'sedadlo',
    admission: 'Voľný vstup bez miestenky',
    category: 'Kategória',
    code: 'Kód vstupenky',
    holder: 'Držiteľ',
    instructions:
      'Pri vstupe ukážte QR kód v telefóne alebo vytlačený. Každá vstupenka platí na jeden vstup; kópia sa po prvom odbavení ďalej nedostane.',
    footer: 'Príjemný zážitok želá tím Tribuna.',
  },
  en: {
    title: 'Ticket',
    event: 'Event',
    date: 'Date and time',
    venue: 'Venue',
    seat: 'Seat',
    section: 'Section',
    row: 'row',
    seatNumber: 'seat',
    admission: 'General admission',
    category: 'Category',
    code: 'Ticket code',
    holder: 'Holder',
    instructions:
      'Show the QR code on your phone or printed at the entrance. Each ticket admits one person once; a copy is refused after the first check-in.',
    footer: 'Enjoy the event! The Tribuna team',
  },
};

/** Where a seat is, as printed and on the order line: "Sektor A, řada 1, sedadlo 5". */
export function seatText(
  language: Language,
  seat: { section: string | null; row: string | null; seatLabel: string | null },
): string {
  const texts = ticketTexts[language];
  if (!seat.seatLabel) return texts.admission;
  const parts = [
    seat.section ?? '',
    seat.row ? `${texts.row} ${seat.row}` : '',
    `${texts.seatNumber} ${seat.seatLabel}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The file name of a ticket PDF, and of all of an order's tickets. */
export const ticketPdfFileName = (code: string) => `ticket-${code}.pdf`;
export const orderTicketsPdfFileName = 'tickets.pdf';
