import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { Tx } from '../../db/client';
import type { TicketRow } from '../../db/schema';

/**
 * Tickets as people read them: a seat's section by its name in the language (Czech where it has no
 * translation), never by the short key the seating plan uses to tell its sections apart. The gate,
 * the download labels, the back-office list and its CSV all show the same name as the seat chart.
 */
export function createSectionNaming(events: {
  sectionNames(eventUuid: string, tx?: Tx): Promise<Map<string, LocaleMap>>;
}) {
  return async function withSectionNames<Row extends TicketRow>(
    rows: Row[],
    language: Language,
    tx?: Tx,
  ): Promise<Row[]> {
    const byEvent = new Map<string, Map<string, LocaleMap>>();
    const named: Row[] = [];
    for (const row of rows) {
      if (!row.section) {
        named.push(row);
        continue;
      }
      let names = byEvent.get(row.eventUuid);
      if (!names) {
        names = await events.sectionNames(row.eventUuid, tx);
        byEvent.set(row.eventUuid, names);
      }
      const name = names.get(row.section);
      named.push(name ? { ...row, section: translate(name, language) } : row);
    }
    return named;
  };
}

export type SectionNaming = ReturnType<typeof createSectionNaming>;
