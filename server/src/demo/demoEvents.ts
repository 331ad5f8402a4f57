import type { FastifyBaseLogger } from 'fastify';
import type { EventCategoryInput, EventValues } from '@tribuna/common/schemas/events';
import type { SeatingPlanValues } from '@tribuna/common/schemas/seating';
import { generateRow } from '@tribuna/common/seatRows';
import type { Db, Tx } from '../db/client';
import { createEventsRepository } from '../modules/events/events.repository';
import { createEventsService } from '../modules/events/events.service';
import type { FilesService } from '../modules/files/files.service';
import { createSeatingRepository } from '../modules/seating/seating.repository';
import { createSeatingService } from '../modules/seating/seating.service';
import { uploadDemoImage } from './demoImage';

const day = 86_400_000;
const at = (days: number, hour = 19) => {
  const date = new Date(Date.now() + days * day);
  date.setUTCHours(hour - 1, 0, 0, 0);
  return date.toISOString();
};

/**
 * A stand facing a stage at the top: sections side by side, each of `rows` gently curved rows.
 * The last row of the section with `wheelchairPairs` starts with wheelchair places, each followed by
 * a companion seat.
 */
export function standPlan(options: {
  sections: {
    key: string;
    name: string;
    perRow: number;
    category: (rowIndex: number) => string;
    wheelchairPairs?: number;
  }[];
  rows: number;
}): SeatingPlanValues {
  // In the units the charts draw in (seats 20–22 across): 50 between seats, 60 between rows, as
  // the editor's row generator places them.
  const gap = 160;
  const spacing = 50;
  const widths = options.sections.map((section) => section.perRow * spacing + gap);
  const total = widths.reduce((a, b) => a + b, 0);
  let left = 0;
  return {
    stage: { x: total / 2 - 1250, y: 0, width: 2500, height: 330 },
    sections: options.sections.map((section, s) => {
      const x = left + widths[s]! / 2;
      left += widths[s]!;
      return {
        key: section.key,
        name: { cs: section.name, sk: section.name, en: section.name },
        rows: Array.from({ length: options.rows }, (_, r) => {
          const seats = generateRow(
            { count: section.perRow, x, y: 660 + r * 60, spacing, bend: 20 },
            { startNumber: 1, step: 1, from: 'left' },
          );
          const accessible = r === options.rows - 1 ? (section.wheelchairPairs ?? 0) * 2 : 0;
          return {
            label: String(r + 1),
            seats: seats.map((seat, i) => ({
              ...seat,
              category: section.category(r),
              wheelchair: i < accessible && i % 2 === 0,
              companion: i < accessible && i % 2 === 1,
              blocked: false,
            })),
          };
        }),
      };
    }),
  };
}

const categories: EventCategoryInput[] = [
  {
    key: 'A',
    name: { cs: 'Parter', sk: 'Parter', en: 'Front stalls' },
    color: '#c62828',
    priceCzk: 149000,
    priceEur: 5900,
  },
  {
    key: 'B',
    name: { cs: 'Hlediště', sk: 'Hľadisko', en: 'Stalls' },
    color: '#1565c0',
    priceCzk: 99000,
    priceEur: 3900,
  },
  {
    key: 'C',
    name: { cs: 'Balkon', sk: 'Balkón', en: 'Balcony' },
    color: '#2e7d32',
    priceCzk: 59000,
    priceEur: 2300,
  },
];

/** 2,000 seats: a middle section of 20 × 40 (A in front, B behind) and two wings of 20 × 30 (C). */
const twoThousandSeats = () =>
  standPlan({
    rows: 20,
    sections: [
      { key: 'L', name: 'Levá', perRow: 30, category: () => 'C' },
      { key: 'S', name: 'Střed', perRow: 40, category: (r) => (r < 6 ? 'A' : 'B'), wheelchairPairs: 4 },
      { key: 'P', name: 'Pravá', perRow: 30, category: () => 'C' },
    ],
  });

const text = (cs: string, sk: string, en: string) => ({
  cs: `<p>${cs}</p>`,
  sk: `<p>${sk}</p>`,
  en: `<p>${en}</p>`,
});

/**
 * Demo events on a database without any, each with its picture: a seated event on sale (2,000
 * seats in three categories, with wheelchair and companion seats), a general-admission event, a
 * members' presale and a past event, priced in CZK and EUR.
 */
export async function seedDemoEvents(
  db: Db,
  log: Pick<FastifyBaseLogger, 'info'>,
  files: Pick<FilesService, 'upload' | 'assertKind' | 'imagesOf'>,
) {
  const repo = createEventsRepository(db);
  const { total } = await repo.list({ limit: 1, offset: 0, order: 'asc' }, new Date());
  if (total > 0) return;
  const transaction = <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run);
  const seating = createSeatingService({
    seating: createSeatingRepository(db),
    eventForSale: (uuid) => events.forSale(uuid),
    presaleAccess: async () => false,
    // Nothing is held while the demo data is made, so there is no news to tell.
    publish: () => undefined,
    holdTokenMs: 15 * 60_000,
  });
  const events = createEventsService({ events: repo, seating, files, transaction });
  const base = { published: true, presaleFrom: null, presaleTo: null };
  const plan = twoThousandSeats();

  const seated: EventValues = {
    ...base,
    name: { cs: 'Finále play-off', sk: 'Finále play-off', en: 'Play-off final' },
    text: text(
      'Rozhodující zápas sezóny. Vyberte si místo v plánku hlediště.',
      'Rozhodujúci zápas sezóny. Vyberte si miesto v pláne hľadiska.',
      'The deciding match of the season. Pick your seat on the plan.',
    ),
    image: (await uploadDemoImage(files, 'event-final.svg')).uuid,
    venue: 'Tribuna Aréna, Praha',
    startsAt: at(12),
    endsAt: at(12, 22),
    saleFrom: at(-7, 10),
    saleTo: at(12, 18),
    categories,
    seatingPlan: plan,
  };
  await events.create(seated);
  await events.create({
    ...base,
    name: { cs: 'Letní fanfest', sk: 'Letný fanfest', en: 'Summer fan fest' },
    text: text(
      'Celý den hudby a setkání s hráči.',
      'Celý deň hudby a stretnutí s hráčmi.',
      'A day of music and meeting the players.',
    ),
    image: (await uploadDemoImage(files, 'event-fanfest.svg')).uuid,
    venue: 'Stromovka, Praha',
    startsAt: at(30, 12),
    endsAt: at(30, 23),
    saleFrom: at(-3, 10),
    saleTo: at(30, 12),
    categories: [
      {
        key: 'stani',
        name: { cs: 'Stání', sk: 'Státie', en: 'Standing' },
        color: '#6a1b9a',
        priceCzk: 39000,
        priceEur: 1500,
        capacity: 3000,
      },
      {
        key: 'rodina',
        name: { cs: 'Rodinná vstupenka', sk: 'Rodinná vstupenka', en: 'Family ticket' },
        color: '#ef6c00',
        priceCzk: 89000,
        priceEur: 3500,
        capacity: 300,
      },
    ],
    seatingPlan: null,
  });
  await events.create({
    ...seated,
    name: { cs: 'Zahájení nové sezóny', sk: 'Otvorenie novej sezóny', en: 'Season opener' },
    text: text(
      'Členové s předprodejem nakupují jako první.',
      'Členovia s predpredajom nakupujú ako prví.',
      'Members with presale buy first.',
    ),
    image: (await uploadDemoImage(files, 'event-opener.svg')).uuid,
    startsAt: at(45),
    endsAt: at(45, 22),
    presaleFrom: at(-1, 10),
    presaleTo: at(7, 10),
    saleFrom: at(7, 10),
    saleTo: at(45, 18),
  });
  await events.create({
    ...base,
    name: { cs: 'Derby', sk: 'Derby', en: 'The derby' },
    text: text('Vzpomínka na loňské derby.', 'Spomienka na minuloročné derby.', "Last year's derby."),
    image: (await uploadDemoImage(files, 'event-derby.svg')).uuid,
    venue: 'Tribuna Aréna, Praha',
    startsAt: at(-20),
    endsAt: at(-20, 22),
    saleFrom: at(-40, 10),
    saleTo: at(-20, 18),
    categories: [{ ...categories[1]!, capacity: 5000 }],
    seatingPlan: null,
  });
  log.info(
    `demo data: 4 events added (a ${plan.sections.reduce((n, s) => n + s.rows.reduce((m, r) => m + r.seats.length, 0), 0)}-seat plan)`,
  );
}
