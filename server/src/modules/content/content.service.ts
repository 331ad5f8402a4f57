import { can, type AdminResource } from '@tribuna/common/permissions';
import { roles as allRoles, type Role } from '@tribuna/common/schemas/auth';
import {
  contentTypes,
  type ContentAuthor,
  type ContentAuthorListQuery,
  type ContentOverviewItem,
  type ContentOverviewQuery,
  type ContentType,
  type FileUser,
} from '@tribuna/common/schemas/content';
import type { UserRow } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import { ProductError } from '../../errors';
import type { UsersService } from '../users/users.service';
import type { ContentRepository, OverviewRow } from './content.repository';

/** The admin resource whose list right lets a member of staff see a content type in the overview. */
export const resourceOfType: Record<ContentType, AdminResource> = {
  ARTICLE: 'articles',
  GALLERY: 'galleries',
  BENEFIT: 'benefits',
  VIDEO_ARCHIVE: 'video-archives',
  EVENT: 'events',
  AUDIO_ARCHIVE: 'audio-archives',
};

/** Who may be an article's author: the roles that may write articles. */
export const authorRoles: readonly Role[] = allRoles.filter((role) => can([role], 'articles', 'create'));

/** An overview row with its author's name: first and last name, or the e-mail when both are empty. */
export type OverviewItemRow = OverviewRow & { authorName: string | null };

/** The author's name as the overview shows it (`concat_ws` of the names, else the e-mail). */
const authorNameOf = (user: UserRow) =>
  [user.firstName, user.lastName].filter((part) => part !== null).join(' ') || user.email;

export function toContentOverviewItem(row: OverviewItemRow): ContentOverviewItem {
  return {
    uuid: row.uuid,
    type: row.type,
    title: row.title,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorUuid: row.authorUuid,
    authorName: row.authorName,
  };
}

export function toContentAuthor(row: UserRow): ContentAuthor {
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ').trim();
  return { uuid: row.uuid, name: name || row.email, email: row.email };
}

export function createContentService(deps: { content: ContentRepository; users: UsersService }) {
  return {
    /** The type of the content a uuid names, if any (one uuid names one piece of content). */
    typeOf: (uuid: string) => deps.content.typeOf(uuid),
    /** The overview, narrowed to the content types the caller's roles may list. */
    async overview(
      callerRoles: readonly Role[],
      query: ContentOverviewQuery,
    ): Promise<{ rows: OverviewItemRow[]; total: number }> {
      const allowed = contentTypes.filter((type) => can(callerRoles, resourceOfType[type], 'list'));
      const types = query.type ? allowed.filter((type) => query.type!.includes(type)) : allowed;
      const { rows, total } = await deps.content.overview(query, types);
      // The page's authors at once (one statement).
      const authorUuids = [...new Set(rows.flatMap((row) => (row.authorUuid ? [row.authorUuid] : [])))];
      const authors = new Map((await deps.users.findMany(authorUuids)).map((user) => [user.uuid, user]));
      return {
        rows: rows.map((row) => {
          const author = row.authorUuid ? authors.get(row.authorUuid) : undefined;
          return { ...row, authorName: author ? authorNameOf(author) : null };
        }),
        total,
      };
    },
    authors: (query: ContentAuthorListQuery) =>
      deps.users.listWithAnyRole(authorRoles, {
        limit: query.limit,
        offset: query.offset,
        order: query.order,
        q: query.q,
        sort: query.sort === 'name' ? 'lastName' : undefined,
      }),
    /**
     * One author by uuid, `authorNotFound` when there is no such user. Anyone who exists is
     * answered, not only today's staff: an article keeps showing who wrote it after they left.
     */
    async author(uuid: string): Promise<UserRow> {
      return deps.users.get(uuid).catch((error: unknown) => {
        if (error instanceof ProductError && error.errorName === 'userNotFound') {
          throw new ProductError('authorNotFound', { uuid });
        }
        throw error;
      });
    },
    /** What shows a file (the files domain refuses to delete it while anything does). */
    fileUsers: (fileUuid: string, tx?: DbOrTx): Promise<FileUser[]> => deps.content.fileUsers(fileUuid, tx),
  };
}

export type ContentService = ReturnType<typeof createContentService>;
