import { errorCatalogue, type ErrorName } from '@tribuna/common/errors';

/** An error the API answers with a catalogue name; services throw these. */
export class ProductError extends Error {
  readonly status: number;

  constructor(
    readonly errorName: ErrorName,
    readonly details?: Record<string, unknown>,
    message?: string,
  ) {
    super(message ?? errorName);
    this.name = 'ProductError';
    this.status = errorCatalogue[errorName].status;
  }
}
