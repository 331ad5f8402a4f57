import { translate, type Language } from '@tribuna/common/schemas/common';
import type {
  AdminBenefit,
  BenefitInput,
  PublicBenefit,
  PublicBenefitSummary,
} from '@tribuna/common/schemas/benefits';
import type { BenefitRow } from '../../db/schema';
import type { FeaturesService } from '../features/features.service';
import type { FilesService } from '../files/files.service';
import type { Paywall } from '../paywall/paywall';
import {
  adminArchiveFields,
  archiveValues,
  createArchiveService,
  publicArchiveFields,
} from '../content/archive.service';
import type { ContentTypeOf } from '../content/otherContent';
import type { BenefitsRepository } from './benefits.repository';

const toValues = (input: BenefitInput) => ({
  ...archiveValues(input),
  // Already sanitised and checked by the schema's rich-text transform.
  body: input.body,
  link: input.link ?? null,
});

export function createBenefitsService(deps: {
  benefits: BenefitsRepository;
  files: Pick<FilesService, 'assertKind' | 'imagesOf'>;
  features: Pick<FeaturesService, 'getMany'>;
  paywall: Paywall;
  now?: () => Date;
  onChange?: () => void;
  /** Which type of content a uuid names: a benefit's address with another's uuid is refused. */
  contentTypeOf?: ContentTypeOf;
}) {
  async function publicOf(rows: BenefitRow[], asked: Language): Promise<PublicBenefit[]> {
    const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
    return rows.map((row) => {
      const fields = publicArchiveFields(row, asked);
      return {
        ...fields,
        body: translate(row.body, fields.language),
        image: (row.imageUuid && images.get(row.imageUuid)) || null,
        link: row.link,
      };
    });
  }

  return {
    ...createArchiveService({
      ...deps,
      store: deps.benefits,
      resource: 'benefits',
      notFound: 'benefitNotFound',
      foreignContent: {
        type: 'BENEFIT',
        error: 'contentDoesNotBelongToBenefit',
        typeOf: deps.contentTypeOf,
      },
      values: toValues,
      // The image is a stored image.
      checkFiles: async (input: BenefitInput) => {
        if (input.image) await deps.files.assertKind(input.image, 'image');
      },
      publicOf: (rows, language) => publicOf(rows, language),
      summary: ({ body: _body, link: _link, ...summary }: PublicBenefit): PublicBenefitSummary => summary,
    }),
    async toAdmin(rows: BenefitRow[]): Promise<AdminBenefit[]> {
      const images = await deps.files.imagesOf(rows.map((r) => r.imageUuid));
      return rows.map((row) => ({
        ...adminArchiveFields(row, (row.imageUuid && images.get(row.imageUuid)?.url) || null),
        body: row.body,
        link: row.link,
      }));
    },
  };
}

export type BenefitsService = ReturnType<typeof createBenefitsService>;
