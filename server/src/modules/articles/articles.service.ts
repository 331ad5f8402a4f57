import { pathFor } from '@tribuna/common/routes';
import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminArticle,
  AdminArticleListQuery,
  ArticleInput,
  PublicArticle,
  PublicArticleSummary,
} from '@tribuna/common/schemas/articles';
import type { PublicImage } from '@tribuna/common/schemas/files';
import type { Tx } from '../../db/client';
import type { ArticleRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { otherContent, type ContentTypeOf } from '../content/otherContent';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { PushNotificationsService } from '../pushNotifications/pushNotifications.service';
import { createPaywall, type Reader } from '../paywall/paywall';
import type { SubscriptionsService } from '../subscriptions/subscriptions.service';
import type { UsersService } from '../users/users.service';
import type { ArticlesRepository } from './articles.repository';

function adminOf(row: ArticleRow, imageUrl: string | null): AdminArticle {
  return {
    uuid: row.uuid,
    title: row.title,
    perex: row.perex,
    body: row.body,
    image: row.imageUuid,
    imageUrl,
    authorUuid: row.authorUuid,
    requiredFeatureUuids: row.requiredFeatureUuids,
    sendNotifications: row.sendNotifications,
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The article in the asked language when it has a title in it, else all of it in Czech: one
 * language per article, never a Slovak title over a Czech body, and the page is told which it got.
 */
function publicOf(
  row: ArticleRow,
  asked: Language,
  image: PublicImage | null,
  author: string | null,
): PublicArticle {
  const language: Language = row.title[asked] ? asked : 'cs';
  return {
    uuid: row.uuid,
    language,
    title: translate(row.title, language),
    perex: translate(row.perex, language),
    body: translate(row.body, language),
    image,
    author,
    requiredFeatureUuids: row.requiredFeatureUuids,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

function toValues(input: ArticleInput) {
  return {
    title: input.title,
    perex: input.perex,
    // Already sanitised and checked by the schema's rich-text transform.
    body: input.body,
    imageUuid: input.image ?? null,
    authorUuid: input.authorUuid ?? null,
    requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
    sendNotifications: input.sendNotifications,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createArticlesService(deps: {
  articles: ArticlesRepository;
  files: Pick<FilesService, 'assertKind' | 'imagesOf'>;
  users: Pick<UsersService, 'get'>;
  features: Pick<FeaturesService, 'getMany'>;
  subscriptions: Pick<SubscriptionsService, 'featuresOf'>;
  notifications: Pick<PushNotificationsService, 'announce'>;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  /** Told after every staff change (public answers kept in memory are dropped). */
  onChange?: () => void;
  /** Which type of content a uuid names: an article's address with another's uuid is refused. */
  contentTypeOf?: ContentTypeOf;
}) {
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };

  async function checkReferences(input: ArticleInput) {
    if (input.image) await deps.files.assertKind(input.image, 'image');
    if (input.authorUuid) {
      await deps.users.get(input.authorUuid).catch((error: unknown) => {
        if (error instanceof ProductError && error.errorName === 'userNotFound')
          throw new ProductError('authorNotFound', { uuid: input.authorUuid });
        throw error;
      });
    }
    await deps.features.getMany(input.requiredFeatureUuids);
  }

  /**
   * Records the push and e-mail notifications of an article once, when the editor asked for them
   * and it has a publication time: due then, for the members whose features cover its paywall (a
   * refusal leaves the article unsaved).
   */
  async function announce(row: ArticleRow, tx: Tx): Promise<ArticleRow> {
    if (!row.sendNotifications || row.notifiedAt || !row.publishedAt) return row;
    await deps.notifications.announce(
      {
        type: 'ARTICLE',
        uuid: row.uuid,
        sendAt: row.publishedAt,
        title: row.title,
        message: row.perex,
        path: pathFor('article', 'cs', { uuid: row.uuid }),
        requiredFeatureUuids: row.requiredFeatureUuids,
      },
      tx,
    );
    return (await deps.articles.update(row.uuid, { notifiedAt: now() }, tx)) ?? row;
  }

  async function authorsOf(rows: ArticleRow[]): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const uuid of new Set(rows.map((r) => r.authorUuid).filter((u): u is string => u !== null))) {
      const user = await deps.users.get(uuid).catch(() => null);
      const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
      if (name) names.set(uuid, name);
    }
    return names;
  }

  async function publicOfMany(rows: ArticleRow[], language: Language): Promise<PublicArticle[]> {
    const [images, authors] = await Promise.all([
      deps.files.imagesOf(rows.map((r) => r.imageUuid)),
      authorsOf(rows),
    ]);
    return rows.map((row) =>
      publicOf(
        row,
        language,
        (row.imageUuid && images.get(row.imageUuid)) || null,
        (row.authorUuid && authors.get(row.authorUuid)) || null,
      ),
    );
  }

  const paywall = createPaywall({ subscriptions: deps.subscriptions, now });
  const refusal = (row: ArticleRow, reader: Reader) =>
    paywall.refusal(row, reader, { resource: 'articles', notFound: 'articleNotFound' });

  return {
    async list(params: AdminArticleListQuery) {
      const { rows, total } = await deps.articles.list(params);
      return { data: await this.toAdmin(rows), total };
    },
    async toAdmin(rows: ArticleRow[]): Promise<AdminArticle[]> {
      const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
      return rows.map((row) => adminOf(row, (row.imageUuid && images.get(row.imageUuid)?.url) || null));
    },
    async get(uuid: string) {
      const row = await deps.articles.findByUuid(uuid);
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return row;
    },
    async create(input: ArticleInput) {
      await checkReferences(input);
      return changed(
        await deps.transaction(async (tx) => announce(await deps.articles.insert(toValues(input), tx), tx)),
      );
    },
    async update(uuid: string, input: ArticleInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkReferences(input);
      const row = await deps.transaction(async (tx) => {
        const saved = await deps.articles.update(uuid, toValues(input), tx);
        return saved && announce(saved, tx);
      });
      if (!row) {
        throw (
          (await otherContent(uuid, 'ARTICLE', 'contentDoesNotBelongToArticle', deps.contentTypeOf)) ??
          new ProductError('articleNotFound', { uuid })
        );
      }
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await deps.articles.delete(uuid);
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return changed(row);
    },
    /** When a scheduled article next appears in the public list, if one is waiting. */
    nextPublicationAt: () => deps.articles.nextPublicationAfter(now()),
    /**
     * The article for this reader, or the reason they may not read it: drafts do not exist for
     * the public, a scheduled one is not published yet, a members-only one needs its features.
     */
    async read(uuid: string, reader: Reader, language: Language): Promise<PublicArticle> {
      const row = await deps.articles.findByUuid(uuid);
      if (!row) throw new ProductError('articleNotFound', { uuid });
      const refused = await refusal(row, reader);
      if (refused) throw refused;
      return (await publicOfMany([row], language))[0]!;
    },
    /**
     * The public list in a language, as the API and the pages rendered on the server show it:
     * members-only articles too, without their body (the pages show them with a lock).
     */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicArticleSummary[]; total: number }> {
      const { rows, total } = await deps.articles.listPublished({ ...params, now: now() });
      return {
        data: (await publicOfMany(rows, language)).map(({ body: _body, ...summary }) => summary),
        total,
      };
    },
    /**
     * What a visitor's page shows: the article, `restricted` when it exists but only members (or
     * not yet anybody) may read it, or null when there is none.
     */
    async findPublic(uuid: string, language: Language): Promise<PublicArticle | 'restricted' | null> {
      const row = await deps.articles.findByUuid(uuid);
      if (!row) return null;
      const refused = await refusal(row, null);
      if (refused) return refused.errorName === 'articleNotFound' ? null : 'restricted';
      return (await publicOfMany([row], language))[0]!;
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
