/** The roles of spec section 6. Without zod (`schemas/auth.ts` builds its schema from this list). */
export const roles = [
  'super_admin',
  'admin',
  'user',
  'ticket_checker',
  'package_dispatcher',
  'accountant',
  'article_admin',
  'benefit_admin',
  'content_admin',
  'countdown_admin',
  'event_admin',
  'feature_admin',
  'file_storage_admin',
  'gallery_admin',
  'invoice_admin',
  'order_admin',
  'order_admin_voucher_list',
  'order_admin_voucher_detail',
  'subscription_admin',
  'ticket_admin',
  'user_admin',
  'video_archive_admin',
  'audio_archive_admin',
  'voucher_admin',
  'voucher_admin_list',
  'voucher_admin_detail',
  'voucher_admin_create',
  'voucher_admin_update',
  'voucher_admin_delete',
] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

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
  /**
   * The orders of printed vouchers to pack and send (`/admin/order/vouchers`): their addresses and
   * the vouchers in each. Apart from `vouchers`, whose lists and batch downloads hold every code.
   */
  'order-vouchers',
  'orders',
  'tickets',
  'invoices',
  'files',
  'contact-messages',
  'media-accreditations',
  /** The push outbox (read-only): the notifications that content announced and how sending went. */
  'push-notifications',
  /** The content management overview (`/admin/content`): every content type the caller may list. */
  'content',
  /** What staff changed (read-only): only `admin` and `super_admin` read it. */
  'audit-log',
  /**
   * Money returned for paid orders (`/admin/refunds`, made under `/admin/orders/{uuid}/refunds`):
   * created, never edited or deleted (a declined one stays failed). Its CSV reads the list.
   */
  'refunds',
  /**
   * Cancelling an event (`/admin/events/{uuid}/cancel`, `create`) and its refunding job (`show`;
   * `edit` retries its failures).
   */
  'event-cancellations',
  /** Ticket holders' requests for a refund after an event moved: `edit` approves or rejects one. */
  'refund-requests',
  /** Season tickets: a seasonal membership bound to a season's events and sections of their plan. */
  'season-tickets',
] as const;
export type AdminResource = (typeof adminResources)[number];
/**
 * Besides reading and writing a resource, two narrow actions for the roles whose whole job is one
 * step: `tickets` `check` admits tickets at the gate (the gate's events, package, check-in and
 * sync), `order-vouchers` `ship` marks the printed vouchers of an order sent. `edit` does not include them.
 */
export const adminActions = ['list', 'show', 'create', 'edit', 'delete', 'check', 'ship'] as const;
export type AdminAction = (typeof adminActions)[number];

type Grant = readonly AdminAction[] | 'all';
const all: Grant = 'all';
const read: Grant = ['list', 'show'];
const everything = Object.fromEntries(adminResources.map((r) => [r, all])) as Record<AdminResource, Grant>;

export const permissionTable: Record<Role, Partial<Record<AdminResource, Grant>>> = {
  super_admin: everything,
  admin: everything,
  user: {},
  ticket_checker: { tickets: ['check'] },
  // Dispatchers read the voucher orders they pack (their addresses, their vouchers) and mark them
  // sent; the lists of all voucher codes and the batch downloads stay out of their reach.
  package_dispatcher: { orders: read, 'order-vouchers': ['list', 'show', 'ship'] },
  accountant: { invoices: read, orders: read, refunds: read, 'refund-requests': read },
  // Content editors pick the features that put an item behind the paywall: they read features.
  // Editors announce their content with push notifications: they see how the sending went.
  article_admin: {
    articles: all,
    files: ['list', 'show', 'create'],
    features: read,
    content: ['list'],
    'push-notifications': read,
  },
  benefit_admin: { benefits: all, files: ['list', 'show', 'create'], features: read, content: ['list'] },
  content_admin: {
    articles: all,
    'audio-archives': all,
    'video-archives': all,
    benefits: all,
    countdowns: all,
    galleries: all,
    files: all,
    features: read,
    // The contact page's messages and the media's applications are about the site and its content.
    'contact-messages': all,
    'media-accreditations': all,
    content: ['list'],
    'push-notifications': read,
  },
  countdown_admin: { countdowns: all },
  event_admin: {
    events: all,
    'event-cancellations': ['list', 'show', 'create', 'edit'],
    tickets: read,
    files: ['list', 'show', 'create'],
    content: ['list'],
    // They see which seats of their events a season holds.
    'season-tickets': read,
  },
  feature_admin: { features: all },
  file_storage_admin: { files: all },
  gallery_admin: { galleries: all, files: ['list', 'show', 'create'], features: read, content: ['list'] },
  invoice_admin: { invoices: all, orders: read },
  // Order admins also cancel events and refund their orders: they open the event's page to do it.
  order_admin: {
    orders: all,
    events: read,
    vouchers: read,
    'order-vouchers': read,
    tickets: read,
    refunds: ['list', 'show', 'create'],
    'event-cancellations': ['list', 'show', 'create', 'edit'],
    'refund-requests': ['list', 'show', 'edit'],
  },
  order_admin_voucher_list: { vouchers: ['list'], 'order-vouchers': ['list'] },
  order_admin_voucher_detail: { vouchers: ['show'], 'order-vouchers': ['show'] },
  // A season ticket is a membership plan's sale: its staff define it, reading the events it binds.
  subscription_admin: { subscriptions: all, features: read, 'season-tickets': all, events: read },
  ticket_admin: { tickets: all, events: read },
  user_admin: { users: all },
  video_archive_admin: {
    'video-archives': all,
    files: ['list', 'show', 'create'],
    features: read,
    content: ['list'],
  },
  audio_archive_admin: {
    'audio-archives': all,
    files: ['list', 'show', 'create'],
    features: read,
    content: ['list'],
  },
  voucher_admin: { vouchers: all, 'order-vouchers': all },
  voucher_admin_list: { vouchers: ['list'], 'order-vouchers': ['list'] },
  voucher_admin_detail: { vouchers: ['show'], 'order-vouchers': ['show'] },
  voucher_admin_create: { vouchers: ['create'] },
  voucher_admin_update: { vouchers: ['edit'], 'order-vouchers': ['ship'] },
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

/**
 * Roles that govern the whole product or its staff. Only a super_admin grants or takes them, and
 * only a super_admin changes the roles, profile or disabled flag of their holders: otherwise two
 * user_admins could raise each other, or one could lock out someone who outranks them.
 */
export const privilegedRoles: readonly Role[] = ['super_admin', 'admin', 'user_admin'];

export function holdsPrivilegedRole(userRoles: readonly Role[]): boolean {
  return userRoles.some((role) => privilegedRoles.includes(role));
}

/** Whether `caller` may change the roles of a user holding `current` to `wanted`. */
export function canChangeRoles(
  caller: readonly Role[],
  current: readonly Role[],
  wanted: readonly Role[],
): boolean {
  if (caller.includes('super_admin')) return true;
  return canSetRoles(caller) && !holdsPrivilegedRole(current) && !holdsPrivilegedRole(wanted);
}

/**
 * Whether `caller` (who may edit users) may change the profile or the disabled flag of `target`.
 * Everyone may edit their own profile; disabling oneself is refused by the server on its own.
 */
export function canManageUser(
  caller: { uuid: string; roles: readonly Role[] },
  target: { uuid: string; roles: readonly Role[] },
): boolean {
  return (
    caller.uuid === target.uuid || caller.roles.includes('super_admin') || !holdsPrivilegedRole(target.roles)
  );
}
