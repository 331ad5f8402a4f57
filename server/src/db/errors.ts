/** The SQLSTATE of a database error, through the wrappers Drizzle and the drivers put around it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** A row is still referred to (delete) or refers to nothing (insert): PostgreSQL's 23503. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** A unique index refused the row: PostgreSQL's 23505. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
