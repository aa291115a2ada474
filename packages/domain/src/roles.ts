export const roles = ['owner', 'washer'] as const;
export type Role = (typeof roles)[number];

export const roleLabels = {
  owner: 'Car Owner',
  washer: 'Car Washer',
} as const satisfies Record<Role, string>;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}

/** Every signed-in user has one home: washers /provider/dashboard, owners /customer/dashboard. */
export function dashboardPathFor(role: Role): string {
  return role === 'washer' ? '/provider/dashboard' : '/customer/dashboard';
}
