import type { Role } from './schemas/auth';

/**
 * Which admin resources and actions each staff role may use (spec section 6 names the roles; what
 * each may do is Tribuna's decision, written here once). The server enforces it on every admin
 * route; the back office reads it (react-admin `canAccess`) to show only what a user may use.
 */
export const adminResources = [
  'articles',
  'audio-archives',
  'video-archives',
  'benefits',
  'countdowns',
  'events',
  'features',
  'galleries',
  'subscriptions',
  'users',
  'vouchers',
  'orders',
  'tickets',
  'invoices',
  'files',
] as const;
export type AdminResource = (typeof adminResources)[number];
export const adminActions = ['list', 'show', 'create', 'edit', 'delete'] as const;
export type AdminAction = (typeof adminActions)[number];

type Grant = readonly AdminAction[] | 'all';
const all: Grant = 'all';
const read: Grant = ['list', 'show'];
const everything = Object.fromEntries(adminResources.map((r) => [r, all])) as Record<AdminResource, Grant>;

export const permissionTable: Record<Role, Partial<Record<AdminResource, Grant>>> = {
  super_admin: everything,
  admin: everything,
  user: {},
  ticket_checker: { tickets: ['list', 'show', 'edit'] },
  package_dispatcher: { orders: read, vouchers: ['list', 'show', 'edit'] },
  accountant: { invoices: read, orders: read },
  article_admin: { articles: all, files: ['list', 'show', 'create'] },
  benefit_admin: { benefits: all, files: ['list', 'show', 'create'] },
  content_admin: {
    articles: all,
    'audio-archives': all,
    'video-archives': all,
    benefits: all,
    countdowns: all,
    galleries: all,
    files: all,
  },
  countdown_admin: { countdowns: all },
  event_admin: { events: all, tickets: read, files: ['list', 'show', 'create'] },
  feature_admin: { features: all },
  file_storage_admin: { files: all },
  gallery_admin: { galleries: all, files: ['list', 'show', 'create'] },
  invoice_admin: { invoices: all, orders: read },
  order_admin: { orders: all, vouchers: read, tickets: read },
  order_admin_voucher_list: { vouchers: ['list'] },
  order_admin_voucher_detail: { vouchers: ['show'] },
  subscription_admin: { subscriptions: all, features: read },
  ticket_admin: { tickets: all, events: read },
  user_admin: { users: all },
  video_archive_admin: { 'video-archives': all, files: ['list', 'show', 'create'] },
  audio_archive_admin: { 'audio-archives': all, files: ['list', 'show', 'create'] },
  voucher_admin: { vouchers: all },
  voucher_admin_list: { vouchers: ['list'] },
  voucher_admin_detail: { vouchers: ['show'] },
  voucher_admin_create: { vouchers: ['create'] },
  voucher_admin_update: { vouchers: ['edit'] },
  voucher_admin_delete: { vouchers: ['delete'] },
};

export function can(userRoles: readonly Role[], resource: AdminResource, action: AdminAction): boolean {
  return userRoles.some((role) => {
    const grant = permissionTable[role]?.[resource];
    return grant === 'all' || (grant !== undefined && grant.includes(action));
  });
}

/** Only these roles may change other users' roles (`POST /auth/set-roles`). */
export function canSetRoles(userRoles: readonly Role[]): boolean {
  return userRoles.includes('super_admin') || userRoles.includes('user_admin');
}
