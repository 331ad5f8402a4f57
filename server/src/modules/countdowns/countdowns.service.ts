import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminCountdown,
  AdminCountdownListQuery,
  CountdownInput,
  PublicCountdown,
} from '@tribuna/common/schemas/countdowns';
import type { CountdownRow } from '../../db/schema';
import { ProductError } from '../../errors';
import { linkInLocale } from '@tribuna/common/routes';
import { rebaseOwnLink } from '../../http/publicOrigin';
import type { FilesService } from '../files/files.service';
import type { CountdownsRepository } from './countdowns.repository';

const toValues = (input: CountdownInput) => ({
  title: input.title,
  targetAt: new Date(input.targetAt),
  imageUuid: input.image ?? null,
  link: input.link ?? null,
});

export function createCountdownsService(deps: {
  countdowns: CountdownsRepository;
  files: Pick<FilesService, 'assertKind' | 'imagesOf'>;
  now?: () => Date;
  onChange?: () => void;
  /** The storefront's configured origin: links into it are answered on the visitor's origin. */
  publicUrl?: string;
}) {
  const now = deps.now ?? (() => new Date());
  /**
   * A countdown's link as the visitor follows it: one into the shop leads to the origin they are on,
   * and to its page in their locale (a countdown has one link for every language: its Czech page).
   */
  const ownLink = (link: string, language: Language, origin?: string) => {
    const rebased = deps.publicUrl && origin ? rebaseOwnLink(link, deps.publicUrl, origin) : link;
    const base = origin ?? deps.publicUrl;
    return base ? linkInLocale(rebased, language === 'sk' ? 'sk' : 'cs', base) : rebased;
  };
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };
  const checkImage = async (input: CountdownInput) => {
    if (input.image) await deps.files.assertKind(input.image, 'image');
  };
  return {
    async toAdmin(rows: CountdownRow[]): Promise<AdminCountdown[]> {
      const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
      return rows.map((row) => ({
        uuid: row.uuid,
        title: row.title,
        targetAt: row.targetAt.toISOString(),
        image: row.imageUuid,
        imageUrl: (row.imageUuid && images.get(row.imageUuid)?.url) || null,
        link: row.link,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
    list: (params: AdminCountdownListQuery) => deps.countdowns.list(params, now()),
    async get(uuid: string) {
      const row = await deps.countdowns.findByUuid(uuid);
      if (!row) throw new ProductError('countdownNotFound', { uuid });
      return row;
    },
    async create(input: CountdownInput) {
      await checkImage(input);
      return changed(await deps.countdowns.insert(toValues(input)));
    },
    async update(uuid: string, input: CountdownInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkImage(input);
      const row = await deps.countdowns.update(uuid, toValues(input));
      if (!row) throw new ProductError('countdownNotFound', { uuid });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await deps.countdowns.delete(uuid);
      if (!row) throw new ProductError('countdownNotFound', { uuid });
      return changed(row);
    },
    /**
     * The countdowns still running, soonest first, in a language (Czech where untranslated); links
     * into the shop lead to `origin`, the one the visitor is on.
     */
    async running(language: Language, origin?: string): Promise<PublicCountdown[]> {
      const rows = await deps.countdowns.running(now());
      const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
      return rows.map((row) => ({
        uuid: row.uuid,
        title: translate(row.title, language),
        targetAt: row.targetAt.toISOString(),
        image: (row.imageUuid && images.get(row.imageUuid)) || null,
        link: row.link && ownLink(row.link, language, origin),
      }));
    },
    /** A countdown that ends drops out of the list by time alone: the cache must not outlive it. */
    async nextEndAt(): Promise<Date | null> {
      return (await deps.countdowns.running(now()))[0]?.targetAt ?? null;
    },
  };
}

export type CountdownsService = ReturnType<typeof createCountdownsService>;
