import { apiComponents } from './registry';
import { z } from 'zod';
import { formError, requiredString } from '../validation';
import { adminListQuery, localeMapSchema, storedLocaleMap, uuidSchema } from './common';

/** Feature types (spec section 3, "voucher and type values"). */
export const featureTypes = [
  'voucher_generated',
  'voucher_from_pool',
  'voucher_permanent',
  'presale',
  'display',
  'welcome_package',
  'onesignal_notification_segment',
] as const;
export const featureTypeSchema = z.enum(featureTypes);
export type FeatureType = z.infer<typeof featureTypeSchema>;

const featureBase = {
  uuid: uuidSchema.optional(),
  name: localeMapSchema(200),
};

/**
 * `POST|PUT /admin/features`: the settings each type needs, and only those (other fields are
 * dropped, so a form that keeps the fields of a type it left sends nothing stale).
 */
export const featureInput = z.discriminatedUnion('type', [
  z.object({
    ...featureBase,
    type: z.literal('presale'),
    /** How many presale purchases the feature allows. */
    presaleLimit: z.number({ error: formError.required }).int().min(1).max(1_000_000),
  }),
  z.object({ ...featureBase, type: z.literal('voucher_from_pool'), poolName: requiredString(100) }),
  z.object({
    ...featureBase,
    type: z.literal('onesignal_notification_segment'),
    segmentName: requiredString(100),
  }),
  z.object({ ...featureBase, type: z.literal('voucher_generated') }),
  z.object({ ...featureBase, type: z.literal('voucher_permanent') }),
  z.object({ ...featureBase, type: z.literal('display') }),
  z.object({ ...featureBase, type: z.literal('welcome_package') }),
]);
export type FeatureInput = z.infer<typeof featureInput>;

/** What the type-dependent fields hold: one of them per type, the others null. */
export interface FeatureSettings {
  presaleLimit: number | null;
  poolName: string | null;
  segmentName: string | null;
}

export const adminFeature = z
  .object({
    uuid: uuidSchema,
    name: storedLocaleMap,
    type: featureTypeSchema,
    presaleLimit: z.number().int().nullable(),
    poolName: z.string().nullable(),
    segmentName: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminFeature' });
export type AdminFeature = z.infer<typeof adminFeature>;

export const adminFeatureSortFields = ['name', 'type', 'createdAt', 'updatedAt'] as const;
export type AdminFeatureSort = (typeof adminFeatureSortFields)[number];
/** `GET /admin/features`: `q` searches the names, `type` keeps one type (the display-feature picker). */
export const adminFeatureListQuery = adminListQuery(adminFeatureSortFields).extend({
  type: featureTypeSchema.optional(),
});
export type AdminFeatureListQuery = z.infer<typeof adminFeatureListQuery>;

/** A feature as public answers carry it: its name in the visitor's language. */
export const publicFeature = z.object({ uuid: uuidSchema, name: z.string(), type: featureTypeSchema });
export type PublicFeature = z.infer<typeof publicFeature>;
