import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminArticle,
  AdminArticleListQuery,
  ArticleInput,
  PublicArticle,
  PublicArticleSummary,
} from '@tribuna/common/schemas/articles';
import type { ArticleRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { ArticlesRepository } from './articles.repository';

export function toAdminArticle(row: ArticleRow): AdminArticle {
  return {
    uuid: row.uuid,
    title: row.title,
    perex: row.perex,
    body: row.body,
    image: row.image,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The article in the asked language when it has a title in it, else all of it in Czech: one
 * language per article, never a Slovak title over a Czech body, and the page is told which it got.
 */
export function toPublicArticle(row: ArticleRow, asked: Language): PublicArticle {
  const language: Language = row.title[asked] ? asked : 'cs';
  return {
    uuid: row.uuid,
    language,
    title: translate(row.title, language),
    perex: translate(row.perex, language),
    body: translate(row.body, language),
    image: row.image,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

function toValues(input: ArticleInput) {
  return {
    title: input.title,
    perex: input.perex,
    // Already sanitised and checked by the schema's rich-text transform.
    body: input.body,
    image: input.image ?? null,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createArticlesService(deps: {
  articles: ArticlesRepository;
  now?: () => Date;
  /** Told after every staff change (public answers kept in memory are dropped). */
  onChange?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };
  return {
    list: (params: AdminArticleListQuery) => deps.articles.list(params),
    async get(uuid: string) {
      const row = await deps.articles.findByUuid(uuid);
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return row;
    },
    create: async (input: ArticleInput) => changed(await deps.articles.insert(toValues(input))),
    async update(uuid: string, input: ArticleInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      const row = await deps.articles.update(uuid, toValues(input));
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await deps.articles.delete(uuid);
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return changed(row);
    },
    /** When a scheduled article next appears in the public list, if one is waiting. */
    nextPublicationAt: () => deps.articles.nextPublicationAfter(now()),
    async getPublished(uuid: string) {
      const row = await deps.articles.findPublished(uuid, now());
      if (!row) throw new ProductError('articleNotFound', { uuid });
      return row;
    },
    /** The public list in a language, as the API and the pages rendered on the server show it. */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicArticleSummary[]; total: number }> {
      const { rows, total } = await deps.articles.listPublished({ ...params, now: now() });
      return {
        data: rows.map((row) => {
          const { body: _body, ...summary } = toPublicArticle(row, language);
          return summary;
        }),
        total,
      };
    },
    /** A published article in a language, or null when there is none with this uuid. */
    async findPublic(uuid: string, language: Language): Promise<PublicArticle | null> {
      const row = await deps.articles.findPublished(uuid, now());
      return row ? toPublicArticle(row, language) : null;
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
