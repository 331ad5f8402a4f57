import type { ErrorName } from '@tribuna/common/errors';
import { ProductError } from '../../errors';

/**
 * What a visitor's page rendered on the server shows of gated content (a gallery, an archive, a
 * benefit), read as the API answers someone not signed in: the item, `restricted` when it exists
 * but only members (or not yet anybody) may see it (the browser then asks with the reader's
 * token), or null when there is none. Any other failure is thrown (the plain shell is sent).
 */
export async function visitorView<T>(
  read: () => Promise<T>,
  notFound: ErrorName,
): Promise<T | 'restricted' | null> {
  try {
    return await read();
  } catch (error) {
    if (!(error instanceof ProductError)) throw error;
    if (error.errorName === notFound) return null;
    if (
      error.errorName === 'contentHasNotBeenPublishedYet' ||
      error.errorName === 'userHasNotPermissionForContent'
    )
      return 'restricted';
    throw error;
  }
}
