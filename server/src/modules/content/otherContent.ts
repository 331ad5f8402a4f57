import type { ErrorName } from '@tribuna/common/errors';
import type { ContentType } from '@tribuna/common/schemas/content';
import { ProductError } from '../../errors';

/** Which type of content a uuid names, if any (the content read model answers it). */
export type ContentTypeOf = (uuid: string) => Promise<ContentType | null>;

/**
 * One uuid names one piece of content, of one type. An article, benefit or event saved under a
 * uuid that names content of another type (a gallery's uuid in an article's address, an event
 * created with an article's uuid) is refused with the spec's "content does not belong to the
 * updated item" error of its type (`contentDoesNotBelongToArticle`…), naming the other type.
 */
export async function otherContent(
  uuid: string,
  own: ContentType,
  foreign: ErrorName,
  typeOf: ContentTypeOf | undefined,
): Promise<ProductError | null> {
  const type = typeOf ? await typeOf(uuid) : null;
  return type && type !== own ? new ProductError(foreign, { uuid, type }) : null;
}

/**
 * The error for an update that found no item of `own` type: the foreign content's error when the
 * uuid names another type's, else the not-found one it came with.
 */
export async function whyNotFound(
  error: unknown,
  uuid: string,
  own: { type: ContentType; notFound: ErrorName; foreign: ErrorName },
  typeOf: ContentTypeOf | undefined,
): Promise<unknown> {
  if (!(error instanceof ProductError) || error.errorName !== own.notFound) return error;
  return (await otherContent(uuid, own.type, own.foreign, typeOf)) ?? error;
}
