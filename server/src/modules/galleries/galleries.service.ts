import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminGallery,
  AdminGalleryListQuery,
  GalleryInput,
  PublicGallery,
  PublicGallerySummary,
} from '@tribuna/common/schemas/galleries';
import type { Tx } from '../../db/client';
import type { GalleryRow, OptionalLocaleMap } from '../../db/schema';
import { ProductError } from '../../errors';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Paywall, Reader } from '../paywall/paywall';
import type { GalleriesRepository } from './galleries.repository';

function toValues(input: GalleryInput) {
  return {
    title: input.title,
    perex: input.perex,
    imageUuid: input.image ?? null,
    requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

/** A caption in the asked language, else in Czech, else none. */
const captionIn = (caption: OptionalLocaleMap, language: Language) => caption[language] || caption.cs || '';

export function createGalleriesService(deps: {
  galleries: GalleriesRepository;
  files: Pick<FilesService, 'imagesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  transaction: <T>(run: (tx: Tx) => Promise<T>) => Promise<T>;
  now?: () => Date;
  onChange?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };

  /** Every named file is a stored image, every feature exists. */
  async function checkReferences(input: GalleryInput) {
    const wanted = [...new Set([input.image ?? null, ...input.images.map((i) => i.file)])].filter(
      (u): u is string => u !== null,
    );
    const found = await deps.files.imagesOf(wanted);
    const missing = wanted.find((uuid) => !found.has(uuid));
    if (missing) throw new ProductError('fileNotFound', { uuid: missing, kind: 'image' });
    await deps.features.getMany(input.requiredFeatureUuids);
  }

  /** Images named by uuid must be this gallery's own (a new gallery has none yet). */
  async function checkOwnImages(galleryUuid: string | null, input: GalleryInput, tx: Tx) {
    const named = input.images.flatMap((i) => (i.uuid ? [i.uuid] : []));
    const owners = await deps.galleries.ownersOfImages(named, tx);
    const foreign = named.find(
      (uuid, index) => owners.get(uuid) !== galleryUuid || named.indexOf(uuid) !== index,
    );
    if (foreign) {
      throw new ProductError('contentDoesNotBelongToGallery', { galleryUuid, imageUuid: foreign });
    }
  }

  const imageValues = (input: GalleryInput) =>
    input.images.map((image) => ({
      ...(image.uuid && { uuid: image.uuid }),
      fileUuid: image.file,
      caption: image.caption,
    }));

  async function publicOf(rows: GalleryRow[], asked: Language, withImages: boolean) {
    const uuids = rows.map((r) => r.uuid);
    const [counts, firsts, imageRows] = await Promise.all([
      deps.galleries.countImages(uuids),
      deps.galleries.firstImages(uuids),
      withImages ? deps.galleries.imagesOf(uuids) : Promise.resolve([]),
    ]);
    const covers = (row: GalleryRow) => row.imageUuid ?? firsts.get(row.uuid) ?? null;
    const images = await deps.files.imagesOf([...rows.map(covers), ...imageRows.map((i) => i.fileUuid)]);
    return rows.map((row) => {
      // One language per gallery: the asked one when it has a title in it, else Czech.
      const language: Language = row.title[asked] ? asked : 'cs';
      const cover = covers(row);
      return {
        uuid: row.uuid,
        language,
        title: translate(row.title, language),
        perex: translate(row.perex, language),
        image: (cover && images.get(cover)) || null,
        imageCount: counts.get(row.uuid) ?? 0,
        images: imageRows.flatMap((i) => {
          const image = i.galleryUuid === row.uuid ? images.get(i.fileUuid) : undefined;
          return image ? [{ uuid: i.uuid, image, caption: captionIn(i.caption, language) }] : [];
        }),
        requiredFeatureUuids: row.requiredFeatureUuids,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      };
    });
  }

  return {
    async toAdmin(rows: GalleryRow[]): Promise<AdminGallery[]> {
      const uuids = rows.map((r) => r.uuid);
      const imageRows = await deps.galleries.imagesOf(uuids);
      const images = await deps.files.imagesOf([
        ...rows.map((r) => r.imageUuid),
        ...imageRows.map((i) => i.fileUuid),
      ]);
      return rows.map((row) => {
        const own = imageRows.filter((i) => i.galleryUuid === row.uuid);
        return {
          uuid: row.uuid,
          title: row.title,
          perex: row.perex,
          image: row.imageUuid,
          imageUrl: (row.imageUuid && images.get(row.imageUuid)?.url) || null,
          images: own.map((i) => ({
            uuid: i.uuid,
            file: i.fileUuid,
            url: images.get(i.fileUuid)?.url ?? null,
            caption: i.caption,
          })),
          imageCount: own.length,
          requiredFeatureUuids: row.requiredFeatureUuids,
          publishedAt: row.publishedAt?.toISOString() ?? null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      });
    },
    list: (params: AdminGalleryListQuery) => deps.galleries.list(params, now()),
    async get(uuid: string) {
      const row = await deps.galleries.findByUuid(uuid);
      if (!row) throw new ProductError('galleryNotFound', { uuid });
      return row;
    },
    async create(input: GalleryInput) {
      await checkReferences(input);
      const row = await deps.transaction(async (tx) => {
        await checkOwnImages(null, input, tx);
        const created = await deps.galleries.insert(toValues(input), tx);
        await deps.galleries.replaceImages(created.uuid, imageValues(input), tx);
        return created;
      });
      return changed(row);
    },
    async update(uuid: string, input: GalleryInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkReferences(input);
      const row = await deps.transaction(async (tx) => {
        const updated = await deps.galleries.update(uuid, toValues(input), tx);
        if (!updated) throw new ProductError('galleryNotFound', { uuid });
        await checkOwnImages(uuid, input, tx);
        await deps.galleries.replaceImages(uuid, imageValues(input), tx);
        return updated;
      });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await deps.galleries.delete(uuid);
      if (!row) throw new ProductError('galleryNotFound', { uuid });
      return changed(row);
    },
    nextPublicationAt: () => deps.galleries.nextPublicationAfter(now()),
    /** The published galleries, members-only ones too (without their images: lists show a lock). */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicGallerySummary[]; total: number }> {
      const { rows, total } = await deps.galleries.listPublished({ ...params, now: now() });
      return {
        data: (await publicOf(rows, language, false)).map(({ images: _images, ...summary }) => summary),
        total,
      };
    },
    async read(uuid: string, reader: Reader, language: Language): Promise<PublicGallery> {
      const row = await deps.galleries.findByUuid(uuid);
      if (!row) throw new ProductError('galleryNotFound', { uuid });
      const refused = await deps.paywall.refusal(row, reader, {
        resource: 'galleries',
        notFound: 'galleryNotFound',
      });
      if (refused) throw refused;
      return (await publicOf([row], language, true))[0]!;
    },
  };
}

export type GalleriesService = ReturnType<typeof createGalleriesService>;
