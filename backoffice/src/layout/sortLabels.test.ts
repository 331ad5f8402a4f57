import { describe, expect, it } from 'vitest';
import { backofficeCs } from '@tribuna/common/i18n/backoffice';
import { backofficeEn } from '@tribuna/common/i18n/backoffice.en';
import { backofficeSk } from '@tribuna/common/i18n/backoffice.sk';
import { adminArticleSortFields } from '@tribuna/common/schemas/articles';
import { adminAuditSortFields } from '@tribuna/common/schemas/auditLog';
import { adminBenefitSortFields } from '@tribuna/common/schemas/benefits';
import { adminContactMessageSortFields } from '@tribuna/common/schemas/contact';
import { contentOverviewSortFields } from '@tribuna/common/schemas/content';
import { adminCountdownSortFields } from '@tribuna/common/schemas/countdowns';
import { adminEventSortFields } from '@tribuna/common/schemas/events';
import { adminFeatureSortFields } from '@tribuna/common/schemas/features';
import { adminFileSortFields } from '@tribuna/common/schemas/files';
import { adminMediaAccreditationSortFields } from '@tribuna/common/schemas/mediaAccreditations';
import { adminMediaArchiveSortFields } from '@tribuna/common/schemas/mediaArchives';
import { adminPushNotificationSortFields } from '@tribuna/common/schemas/pushNotifications';
import { adminSubscriptionSortFields } from '@tribuna/common/schemas/subscriptions';
import { adminUserSortFields } from '@tribuna/common/schemas/users';
import { adminVoucherSortFields } from '@tribuna/common/schemas/vouchers';

/** The lists with a sort button on a phone (ResponsiveList), and the fields their API sorts by. */
const sortedLists: Record<string, readonly string[]> = {
  articles: adminArticleSortFields,
  'audit-log': adminAuditSortFields,
  benefits: adminBenefitSortFields,
  'contact-messages': adminContactMessageSortFields,
  content: contentOverviewSortFields,
  countdowns: adminCountdownSortFields,
  events: adminEventSortFields,
  features: adminFeatureSortFields,
  files: adminFileSortFields,
  'media-accreditations': adminMediaAccreditationSortFields,
  galleries: adminMediaArchiveSortFields,
  'video-archives': adminMediaArchiveSortFields,
  'audio-archives': adminMediaArchiveSortFields,
  'push-notifications': adminPushNotificationSortFields,
  subscriptions: adminSubscriptionSortFields,
  users: adminUserSortFields,
  vouchers: adminVoucherSortFields,
};

type Resources = Record<string, { fields?: Record<string, unknown> }>;

describe('the sort button of a list on a phone', () => {
  it.each([
    ['cs', backofficeCs],
    ['sk', backofficeSk],
    ['en', backofficeEn],
  ])('names every field it sorts by in %s, not with the field’s code', (_language, texts) => {
    const resources = texts.resources as Resources;
    const unnamed = Object.entries(sortedLists).flatMap(([resource, fields]) =>
      fields
        .filter((field) => typeof resources[resource]?.fields?.[field] !== 'string')
        .map((field) => `${resource}.${field}`),
    );
    expect(unnamed).toEqual([]);
  });
});
