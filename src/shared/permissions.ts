/**
 * What staff may do, by area and action (ADR 038). An owner (the spec's `admin` role) may do
 * everything; every other staff member holds one role, ready-made or custom, which lists the
 * permissions below. The server checks them on every /api/admin route; the admin shows only
 * what a role may use.
 */
export const permissions = [
  'catalogue.edit',
  'catalogue.prices',
  'catalogue.stock',
  'catalogue.import',
  'orders.view',
  'orders.fulfil',
  'orders.cancel',
  'orders.refund',
  'customers.view',
  'customers.edit',
  'reviews.moderate',
  'promotions',
  'content',
  'settings',
  'staff',
  'analytics',
] as const;

export type Permission = (typeof permissions)[number];

export const permissionLabels: Record<Permission, string> = {
  'catalogue.edit': 'Edit books, people, series, publishers and images',
  'catalogue.prices': 'Change prices',
  'catalogue.stock': 'Change stock',
  'catalogue.import': 'Bulk upload, ONIX feeds and exports',
  'orders.view': 'See orders and pre-orders',
  'orders.fulfil': 'Confirm, ship and deliver orders',
  'orders.cancel': 'Cancel orders',
  'orders.refund': 'Refund orders and returns',
  'customers.view': 'See customers and their messages',
  'customers.edit': 'Disable and enable customers’ accounts',
  'reviews.moderate': 'Moderate reviews',
  promotions: 'Promotions',
  content: 'Site configuration and conditional queries',
  settings: 'Settings, tax rates, delivery zones and the outbox',
  staff: 'Staff and roles',
  analytics: 'Dashboard and analytics',
};

/** The ready-made roles besides Owner; their permissions are defined here, not stored. */
export const readyMadeRoles = {
  catalogue: {
    name: 'Catalogue',
    permissions: [
      'catalogue.edit',
      'catalogue.prices',
      'catalogue.stock',
      'catalogue.import',
      'content',
    ],
  },
  fulfilment: { name: 'Fulfilment', permissions: ['orders.view', 'orders.fulfil'] },
  support: {
    name: 'Support',
    permissions: [
      'orders.view',
      'orders.cancel',
      'customers.view',
      'customers.edit',
      'reviews.moderate',
    ],
  },
} as const satisfies Record<string, { name: string; permissions: readonly Permission[] }>;

export type ReadyMadeRoleKey = keyof typeof readyMadeRoles;

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** Who sees customers' addresses and phone numbers: those who serve or ship to them. */
export const seesContactDetails = (held: readonly string[]) =>
  held.includes('customers.view') || held.includes('orders.fulfil');

/** The permissions a signed-in user holds: all for an owner, their role's for staff. */
export function holds(
  user: { role: string; permissions?: readonly string[] } | null | undefined,
  permission: Permission | null,
): boolean {
  if (!user) return false;
  if (user.role === 'admin') return true;
  if (user.role !== 'staff') return false;
  return permission === null || (user.permissions ?? []).includes(permission);
}
