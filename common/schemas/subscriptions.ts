import { apiComponents } from './registry';
import { z } from 'zod';
import { fileUrl, formError } from '../validation';
import { publicFeature } from './features';
import { adminListQuery, languageSchema, localeMapSchema, storedLocaleMap, uuidSchema } from './common';
import { richTextMap } from './richText';
import { publicWaitingRoom } from './waitingRooms';

/** Subscription type and period unit (spec section 3, enumerations). */
export const subscriptionTypes = ['permanent', 'seasonal', 'periodic'] as const;
export const subscriptionTypeSchema = z.enum(subscriptionTypes);
export type SubscriptionType = z.infer<typeof subscriptionTypeSchema>;
export const periodUnits = ['day', 'month', 'year'] as const;
export const periodUnitSchema = z.enum(periodUnits);
export type PeriodUnit = z.infer<typeof periodUnitSchema>;

export const currencies = ['CZK', 'EUR'] as const;
export const currencySchema = z.enum(currencies);
export type Currency = z.infer<typeof currencySchema>;

/** The largest amount a price may carry, in minor units (a million crowns or euros). */
export const MAX_AMOUNT = 100_000_000;
const amount = () => z.number({ error: formError.required }).int().min(0).max(MAX_AMOUNT);

/**
 * One price variant. A variant sent with its `uuid` is the stored one, changed in place (orders and
 * vouchers refer to it); one without gets a new uuid. Amounts are integer minor units (haléře,
 * cents): CZK for Czech visitors, EUR for Slovak ones, both required; 0 is no price in that currency
 * (the variant is shown as unavailable to those visitors and never sold to them).
 */
export const subscriptionPriceInput = z.object({
  uuid: uuidSchema.optional(),
  label: localeMapSchema(100),
  amountCzk: amount(),
  amountEur: amount(),
});
export type SubscriptionPriceInput = z.infer<typeof subscriptionPriceInput>;

const optionalDate = () => z.iso.date(formError.date).nullable().optional();

/** `POST|PUT /admin/subscriptions`. The fields of other types than the chosen one are ignored. */
export const subscriptionInput = z
  .object({
    uuid: uuidSchema.optional(),
    name: localeMapSchema(200),
    text: richTextMap(50_000),
    image: fileUrl().nullable().optional(),
    type: subscriptionTypeSchema,
    /** Seasonal: the first and the last day of the season (Prague calendar days, both included). */
    validFrom: optionalDate(),
    validTo: optionalDate(),
    /** Periodic: each period lasts `periodCount` × `periodUnit`; `renewing` ones are paid again each period. */
    periodCount: z.number().int().min(1).max(1000).nullable().optional(),
    periodUnit: periodUnitSchema.nullable().optional(),
    renewing: z.boolean().default(false),
    /** Features the membership grants its holders. */
    featureUuids: z.array(uuidSchema).max(100).default([]),
    /** Display features (type `display`) the membership is offered for on the paywall. */
    requiredDisplayFeatureUuids: z.array(uuidSchema).max(100).default([]),
    sellable: z.boolean().default(true),
    /** How many may hold it at once; null is unlimited. */
    capacity: z.number().int().min(0).max(10_000_000).nullable().optional(),
    /** Whether a gift voucher can buy it. */
    voucherPurchasable: z.boolean().default(false),
    /** Display order, lowest first. */
    position: z.number().int().min(0).max(1_000_000).default(0),
    prices: z.array(subscriptionPriceInput).min(1, formError.required).max(20),
  })
  .superRefine((value, ctx) => {
    const required = (path: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message: formError.required });
    if (value.type === 'seasonal') {
      if (!value.validFrom) required('validFrom');
      if (!value.validTo) required('validTo');
      if (value.validFrom && value.validTo && value.validTo < value.validFrom)
        ctx.addIssue({
          code: 'custom',
          path: ['validTo'],
          message: 'The season must not end before it starts.',
        });
    }
    if (value.type === 'periodic') {
      if (!value.periodCount) required('periodCount');
      if (!value.periodUnit) required('periodUnit');
    }
    const uuids = value.prices.flatMap((price) => (price.uuid ? [price.uuid] : []));
    if (new Set(uuids).size !== uuids.length)
      ctx.addIssue({ code: 'custom', path: ['prices'], message: 'Each price variant may appear once.' });
  });
export type SubscriptionInput = z.infer<typeof subscriptionInput>;

export const adminSubscriptionPrice = z.object({
  uuid: uuidSchema,
  label: storedLocaleMap,
  amountCzk: z.number().int(),
  amountEur: z.number().int(),
});
export type AdminSubscriptionPrice = z.infer<typeof adminSubscriptionPrice>;

export const adminSubscription = z
  .object({
    uuid: uuidSchema,
    name: storedLocaleMap,
    text: storedLocaleMap,
    image: z.string().nullable(),
    type: subscriptionTypeSchema,
    validFrom: z.string().nullable(),
    validTo: z.string().nullable(),
    periodCount: z.number().int().nullable(),
    periodUnit: periodUnitSchema.nullable(),
    renewing: z.boolean(),
    featureUuids: z.array(uuidSchema),
    requiredDisplayFeatureUuids: z.array(uuidSchema),
    sellable: z.boolean(),
    capacity: z.number().int().nullable(),
    voucherPurchasable: z.boolean(),
    position: z.number().int(),
    prices: z.array(adminSubscriptionPrice),
    /** How many users hold it now (current or starting later). */
    activeCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .register(apiComponents, { id: 'AdminSubscription' });
export type AdminSubscription = z.infer<typeof adminSubscription>;

export const adminSubscriptionSortFields = ['name', 'position', 'type', 'createdAt', 'updatedAt'] as const;
export type AdminSubscriptionSort = (typeof adminSubscriptionSortFields)[number];
export const adminSubscriptionListQuery = adminListQuery(adminSubscriptionSortFields);
export type AdminSubscriptionListQuery = z.infer<typeof adminSubscriptionListQuery>;

/** A price variant as public answers carry it: its label and amount for the visitor's locale. */
export const publicSubscriptionPrice = z.object({
  uuid: uuidSchema,
  label: z.string(),
  /** Minor units of `currency` (the visitor's); 0: the variant has no price in it and is not sold to them. */
  amount: z.number().int(),
  currency: currencySchema,
});
export type PublicSubscriptionPrice = z.infer<typeof publicSubscriptionPrice>;

/** How many places a membership has left: null capacity and remaining mean unlimited. */
export const subscriptionAvailability = z.object({
  uuid: uuidSchema,
  capacity: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  soldOut: z.boolean(),
});
export type SubscriptionAvailability = z.infer<typeof subscriptionAvailability>;

/** A membership as the public API answers it: texts in the visitor's language, prices in their currency. */
export const publicSubscription = subscriptionAvailability.extend({
  /** The language of the texts: the asked one, or Czech when the membership has no name in it. */
  language: languageSchema,
  name: z.string(),
  text: z.string(),
  image: z.string().nullable(),
  type: subscriptionTypeSchema,
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  periodCount: z.number().int().nullable(),
  periodUnit: periodUnitSchema.nullable(),
  renewing: z.boolean(),
  sellable: z.boolean(),
  voucherPurchasable: z.boolean(),
  features: z.array(publicFeature),
  requiredDisplayFeatureUuids: z.array(uuidSchema),
  prices: z.array(publicSubscriptionPrice),
  /** Whether the signed-in caller holds it now (false for visitors). */
  owned: z.boolean(),
  /**
   * The waiting room of its sale (only a membership with a limited capacity has one): buyers are
   * let in from it and order with its pass. Null or absent: the sale is open to all.
   */
  waitingRoom: publicWaitingRoom.nullable().optional(),
});
export type PublicSubscription = z.infer<typeof publicSubscription>;

export const publicSubscriptionList = z.object({ data: z.array(publicSubscription) });
export const subscriptionAvailabilityList = z.object({ data: z.array(subscriptionAvailability) });

/** `GET /subscriptions/by-subscription-price/{uuid}`: the membership of a price variant, and that price. */
export const subscriptionByPrice = z.object({
  subscription: publicSubscription,
  price: publicSubscriptionPrice,
});
export type SubscriptionByPrice = z.infer<typeof subscriptionByPrice>;

/** `POST /subscriptions/public-subscriptions-by-display-feature` (the paywall's "become a member"). */
export const subscriptionsByDisplayFeatureBody = z.object({
  requiredDisplayFeaturesUuids: z.array(uuidSchema).min(1).max(100),
});
export const subscriptionsByDisplayFeature = z.object({
  data: z.array(z.object({ uuid: uuidSchema, name: z.string(), prices: z.array(publicSubscriptionPrice) })),
});

/** States of a user's membership: `cancelled` and `ended` are final. */
export const userSubscriptionStatuses = ['active', 'cancelled', 'ended'] as const;
export const userSubscriptionStatusSchema = z.enum(userSubscriptionStatuses);
export type UserSubscriptionStatus = z.infer<typeof userSubscriptionStatusSchema>;
export const userSubscriptionSources = ['order', 'voucher', 'admin'] as const;
export type UserSubscriptionSource = (typeof userSubscriptionSources)[number];

/** A membership a user holds, as the logged user (`activeUserSubscriptions`) and the back office show it. */
export const userSubscription = z.object({
  uuid: uuidSchema,
  subscription: z.object({ uuid: uuidSchema, name: z.string(), type: subscriptionTypeSchema }),
  priceUuid: uuidSchema,
  features: z.array(publicFeature),
  validFrom: z.string(),
  /** Null for a permanent membership. */
  validTo: z.string().nullable(),
  renewing: z.boolean(),
  status: userSubscriptionStatusSchema,
});
export type UserSubscription = z.infer<typeof userSubscription>;

/** A user's membership in the back office's user detail: current and past ones. */
export const adminUserSubscription = userSubscription.omit({ features: true }).extend({
  source: z.enum(userSubscriptionSources),
  sourceUuid: uuidSchema.nullable(),
  createdAt: z.string(),
});
export type AdminUserSubscription = z.infer<typeof adminUserSubscription>;
