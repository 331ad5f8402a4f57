import { benefits } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { createArchiveRepository } from '../../db/archive';

export type NewBenefit = typeof benefits.$inferInsert;

/** Benefits are archives without children; their list has no members-only filter. */
export const createBenefitsRepository = (db: DbOrTx) => createArchiveRepository(db, benefits);

export type BenefitsRepository = ReturnType<typeof createBenefitsRepository>;
