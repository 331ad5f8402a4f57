import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminBenefit,
  AdminBenefitListQuery,
  BenefitInput,
  PublicBenefit,
  PublicBenefitSummary,
} from '@tribuna/common/schemas/benefits';
import type { BenefitRow } from '../../db/schema';
import { ProductError } from '../../errors';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Paywall, Reader } from '../paywall/paywall';
import type { BenefitsRepository } from './benefits.repository';

function toValues(input: BenefitInput) {
  return {
    title: input.title,
    perex: input.perex,
    // Already sanitised and checked by the schema's rich-text transform.
    body: input.body,
    imageUuid: input.image ?? null,
    link: input.link ?? null,
    requiredFeatureUuids: [...new Set(input.requiredFeatureUuids)],
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  };
}

export function createBenefitsService(deps: {
  benefits: BenefitsRepository;
  files: Pick<FilesService, 'assertKind' | 'imagesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  now?: () => Date;
  onChange?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const changed = <T>(row: T): T => {
    deps.onChange?.();
    return row;
  };
  async function checkReferences(input: BenefitInput) {
    if (input.image) await deps.files.assertKind(input.image, 'image');
    await deps.features.getMany(input.requiredFeatureUuids);
  }
  async function publicOf(rows: BenefitRow[], asked: Language): Promise<PublicBenefit[]> {
    const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
    return rows.map((row) => {
      // One language per benefit: the asked one when it has a title in it, else Czech.
      const language: Language = row.title[asked] ? asked : 'cs';
      return {
        uuid: row.uuid,
        language,
        title: translate(row.title, language),
        perex: translate(row.perex, language),
        body: translate(row.body, language),
        image: (row.imageUuid && images.get(row.imageUuid)) || null,
        link: row.link,
        requiredFeatureUuids: row.requiredFeatureUuids,
        publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      };
    });
  }

  return {
    async toAdmin(rows: BenefitRow[]): Promise<AdminBenefit[]> {
      const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
      return rows.map((row) => ({
        uuid: row.uuid,
        title: row.title,
        perex: row.perex,
        body: row.body,
        image: row.imageUuid,
        imageUrl: (row.imageUuid && images.get(row.imageUuid)?.url) || null,
        link: row.link,
        requiredFeatureUuids: row.requiredFeatureUuids,
        publishedAt: row.publishedAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
    list: (params: AdminBenefitListQuery) => deps.benefits.list(params, now()),
    async get(uuid: string) {
      const row = await deps.benefits.findByUuid(uuid);
      if (!row) throw new ProductError('benefitNotFound', { uuid });
      return row;
    },
    async create(input: BenefitInput) {
      await checkReferences(input);
      return changed(await deps.benefits.insert(toValues(input)));
    },
    async update(uuid: string, input: BenefitInput) {
      if (input.uuid !== undefined && input.uuid !== uuid) {
        throw new ProductError('uuidInUrlAndUuidInBodyAreNotSame', { url: uuid, body: input.uuid });
      }
      await checkReferences(input);
      const row = await deps.benefits.update(uuid, toValues(input));
      if (!row) throw new ProductError('benefitNotFound', { uuid });
      return changed(row);
    },
    async remove(uuid: string) {
      const row = await deps.benefits.delete(uuid);
      if (!row) throw new ProductError('benefitNotFound', { uuid });
      return changed(row);
    },
    nextPublicationAt: () => deps.benefits.nextPublicationAfter(now()),
    /** The published benefits, members-only ones too (without text or link: lists show a lock). */
    async listPublic(
      params: { limit: number; offset: number },
      language: Language,
    ): Promise<{ data: PublicBenefitSummary[]; total: number }> {
      const { rows, total } = await deps.benefits.listPublished({ ...params, now: now() });
      return {
        data: (await publicOf(rows, language)).map(({ body: _body, link: _link, ...summary }) => summary),
        total,
      };
    },
    async read(uuid: string, reader: Reader, language: Language): Promise<PublicBenefit> {
      const row = await deps.benefits.findByUuid(uuid);
      if (!row) throw new ProductError('benefitNotFound', { uuid });
      const refused = await deps.paywall.refusal(row, reader, {
        resource: 'benefits',
        notFound: 'benefitNotFound',
      });
      if (refused) throw refused;
      return (await publicOf([row], language))[0]!;
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
