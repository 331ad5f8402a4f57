import type { AdminResource } from '@tribuna/common/permissions';
import type { ErrorName } from '@tribuna/common/errors';
import { translate, type Language, type LocaleMap } from '@tribuna/common/schemas/common';
import type { ContentType } from '@tribuna/common/schemas/content';
import type { Tx } from '../../db/client';
import { ProductError } from '../../errors';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Gated, Paywall, Reader } from '../paywall/paywall';
import { whyNotFound, type ContentTypeOf } from './otherContent';
import type { ArchiveListQuery } from '../../db/archive';

/*
 * The behaviour Tribuna's "archive" content shares (galleries, video and audio archives, benefits):
 * the admin list, one by uuid, create and update checking what they name (and, for archives with
 * children, that the children they keep are their own, all in one transaction), delete, the next
 * scheduled publication, the public list and the paywalled public detail. Each domain gives what
 * differs: its values, checks, children and public shape.
 */

/** What an archive's input has in common. */
export interface ArchiveInput {
  uuid?: string;
  title: LocaleMap;
  perex: LocaleMap;
  image?: string | null;
  requiredFeatureUuids: readonly string[];
  publishedAt?: string | null;
}

/** The stored columns of an archive's input that every archive has. */
export const archiveValues = (input: ArchiveInput) => ({
  title: input.title,
  perex: input.perex,
  imageUuid: input.image ?? null,
  requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
  publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
});

/** What every archive's row has. */
export interface ArchiveRow {
  uuid: string;
  title: LocaleMap;
  perex: LocaleMap;
  imageUuid: string | null;
  requiredFeatureUuids: string[];
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields of an archive's admin shape that every archive has. */
export const adminArchiveFields = (row: ArchiveRow, imageUrl: string | null) => ({
  uuid: row.uuid,
  title: row.title,
  perex: row.perex,
  image: row.imageUuid,
  imageUrl,
  requiredFeatureUuids: row.requiredFeatureUuids,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * The fields of an archive's public shape that every archive has, in one language per archive:
 * the asked one when it has a title in it, else Czech.
 */
export function publicArchiveFields(row: ArchiveRow, asked: Language) {
  const language: Language = row.title[asked] ? asked : 'cs';
  return {
    uuid: row.uuid,
    language,
    title: translate(row.title, language),
    perex: translate(row.perex, language),
    requiredFeatureUuids: row.requiredFeatureUuids,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

/** Every named file is a stored image: `fileNotFound` names the first that is not. */
export async function checkImages(
  files: Pick<FilesService, 'imagesOf'>,
  uuids: readonly (string | null | undefined)[],
) {
  const wanted = [...new Set(uuids)].filter((u): u is string => typeof u === 'string');
  const found = await files.imagesOf(wanted);
  const missing = wanted.find((uuid) => !found.has(uuid));
  if (missing) throw new ProductError('fileNotFound', { uuid: missing, kind: 'image' });
}

/** What every archive's service is built from, besides its repository. */
export interface ArchiveServiceDeps {
  files: Pick<FilesService, 'imagesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  onChange?: () => void;
}

/**
 * The public side of archives whose children carry images (galleries, video archives): how many
 * children each has, its cover (its own, else its first child's), the children themselves when
 * `full`, and the images of all of them.
 */
export async function publicChildren<Row extends ArchiveRow, Child>(
  deps: {
    items: {
      count(uuids: readonly string[]): Promise<Map<string, number>>;
      firstCovers(uuids: readonly string[]): Promise<Map<string, string>>;
      of(uuids: readonly string[]): Promise<Child[]>;
    };
    files: Pick<FilesService, 'imagesOf'>;
  },
  rows: readonly Row[],
  full: boolean,
  imageOf: (child: Child) => string | null,
) {
  const uuids = rows.map((r) => r.uuid);
  const [counts, firsts, children] = await Promise.all([
    deps.items.count(uuids),
    deps.items.firstCovers(uuids),
    full ? deps.items.of(uuids) : Promise.resolve([]),
  ]);
  const coverOf = (row: Row) => row.imageUuid ?? firsts.get(row.uuid) ?? null;
  const images = await deps.files.imagesOf([...rows.map(coverOf), ...children.map(imageOf)]);
  return {
    children,
    images,
    /** The fields every archive's public shape has, with its cover and count of children. */
    fieldsOf: (row: Row, asked: Language) => {
      const cover = coverOf(row);
      return {
        ...publicArchiveFields(row, asked),
        image: (cover && images.get(cover)) || null,
        count: counts.get(row.uuid) ?? 0,
      };
    },
  };
}

/** What the shared behaviour needs of an archive's repository. */
interface ArchiveStore<Row, Values> {
  list(params: ArchiveListQuery, now: Date): Promise<{ rows: Row[]; total: number }>;
  listPublished(params: {
    limit: number;
    offset: number;
    now: Date;
  }): Promise<{ rows: Row[]; total: number }>;
  findByUuid(uuid: string): Promise<Row | null>;
  nextPublicationAfter(now: Date): Promise<Date | null>;
  insert(values: Values, tx?: Tx): Promise<Row>;
  update(uuid: string, values: Values, tx?: Tx): Promise<Row | null>;
  delete(uuid: string): Promise<Row | null>;
}

/** What the shared behaviour needs of an archive's children in its repository. */
interface ChildStore<Prepared> {
  owners(uuids: readonly string[], tx?: Tx): Promise<Map<string, string>>;
  replace(archiveUuid: string, prepared: Prepared, tx?: Tx): Promise<void>;
}

/**
 * An archive's ordered children: `prepare` makes what to store from the input (before the
 * transaction: it may read files), `named` lists the uuids of the children the input keeps,
 * `foreign` is the error for one that is not this archive's own (or is named twice).
 */
export interface ArchiveChildren<Input, Prepared> {
  prepare(input: Input): Prepared | Promise<Prepared>;
  named(input: Input): string[];
  foreign(problem: { archiveUuid: string | null; uuid: string; exists: boolean }): ProductError;
}

export function createArchiveService<
  Row extends Gated,
  Input extends ArchiveInput,
  Values,
  Public,
  Summary,
  Prepared = never,
>(deps: {
  store: ArchiveStore<Row, Values> & { items?: ChildStore<Prepared> };
  /** The paywall's resource (whose editors see drafts and scheduled items) and the not-found error. */
  resource: AdminResource;
  notFound: ErrorName;
  paywall: Paywall;
  /** Every archive's transaction; benefits, without children, store without one. */
  transaction?: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  onChange?: () => void;
  values(input: NoInfer<Input>): Values;
  features: Pick<FeaturesService, 'getMany'>;
  /** That every file the input names exists and is of the right kind (its features are checked here). */
  checkFiles(input: Input): Promise<void>;
  children?: ArchiveChildren<Input, Prepared>;
  /** The public shape of the rows in the asked language; `full` with the children (the detail). */
  publicOf(rows: Row[], language: Language, full: boolean): Promise<Public[]>;
  /** What a public list shows of one (no children, no paywalled text). */
  summary(item: Public): Summary;
  /** Refuses an update under a uuid of another type's content (see otherContent.ts). */
  foreignContent?: { type: ContentType; error: ErrorName; typeOf: ContentTypeOf | undefined };
}) {
  const { store, children } = deps;
  if (children && !store.items) throw new Error('an archive with children needs a store of them');
  const now = deps.now ?? (() => new Date());
  const transaction: <T>(run: (tx: Tx | undefined) => Promise<T>) => Promise<T> =
    deps.transaction ?? ((run) => run(undefined));
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };
  const notFound = (uuid: string) => new ProductError(deps.notFound, { uuid });

  /** Children named by uuid must be this archive's own, each once (a new archive has none yet). */
  async function checkOwnChildren(archiveUuid: string | null, input: Input, tx: Tx | undefined) {
    if (!children) return;
    const named = children.named(input);
    const owners = (await store.items?.owners(named, tx)) ?? new Map<string, string>();
    const foreign = named.find(
      (uuid, index) => owners.get(uuid) !== archiveUuid || named.indexOf(uuid) !== index,
    );
    if (foreign) throw children.foreign({ archiveUuid, uuid: foreign, exists: owners.has(foreign) });
  }

  /** Stores the item and its children: `uuid` null for a new one. */
  async function save(uuid: string | null, input: Input): Promise<Row> {
    await deps.checkFiles(input);
    await deps.features.getMany(input.requiredFeatureUuids);
    // Children are prepared before the transaction: reading a file is no work to hold one for.
    const prepared = children ? await children.prepare(input) : undefined;
    const row = await transaction(async (tx) => {
      let saved: Row;
      if (uuid === null) {
        await checkOwnChildren(null, input, tx);
        saved = await store.insert(deps.values(input), tx);
      } else {
        const updated = await store.update(uuid, deps.values(input), tx);
        if (!updated) throw notFound(uuid);
        await checkOwnChildren(uuid, input, tx);
        saved = updated;
      }
      if (children) await store.items?.replace(uuid ?? saved.uuid, prepared as Prepared, tx);
      return saved;
    });
    return changed(row);
  }

  return {
    list: (params: ArchiveListQuery) => store.list(params, now()),
    async get(uuid: string): Promise<Row> {
      const row = await store.findByUuid(uuid);
      if (!row) throw notFound(uuid);
      return row;
    },
    create: (input: Input) => save(null, input),
    async update(uuid: string, input: Input) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      const { foreignContent } = deps;
      if (!foreignContent) return save(uuid, input);
      try {
        return await save(uuid, input);
      } catch (error) {
        throw await whyNotFound(
          error,
          uuid,
          { type: foreignContent.type, notFound: deps.notFound, foreign: foreignContent.error },
          foreignContent.typeOf,
        );
      }
    },
    async remove(uuid: string): Promise<Row> {
      const row = await store.delete(uuid);
      if (!row) throw notFound(uuid);
      return changed(row);
    },
    nextPublicationAt: () => store.nextPublicationAfter(now()),
    /** The published items, members-only ones too (as summaries: lists show a lock). */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: Summary[]; total: number }> {
      const { rows, total } = await store.listPublished({ ...params, now: now() });
      return { data: (await deps.publicOf(rows, language, false)).map(deps.summary), total };
    },
    /** One item in full, if the paywall lets this reader read it. */
    async read(uuid: string, reader: Reader, language: Language): Promise<Public> {
      const row = await store.findByUuid(uuid);
      if (!row) throw notFound(uuid);
      const refused = await deps.paywall.refusal(row, reader, {
        resource: deps.resource,
        notFound: deps.notFound,
      });
      if (refused) throw refused;
      return (await deps.publicOf([row], language, true))[0]!;
    },
  };
}
