// @vitest-environment node
import { adminUserUpdate } from '@tribuna/common/schemas/users';
import { describe, expect, it } from 'vitest';
import { profileOnly, toAdminUserUpdate } from './userCallbacks';

const A = '11111111-1111-4111-8111-111111111111';

describe('toAdminUserUpdate', () => {
  it('sends only what the API accepts: trimmed names, an empty phone as null, no read-only fields', () => {
    const update = toAdminUserUpdate({
      id: A,
      uuid: A,
      email: 'jana@example.com',
      firstName: ' Jana ',
      lastName: 'Nováková',
      phone: '  ',
      roles: ['user'],
      orders: [],
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(update).toEqual({ firstName: 'Jana', lastName: 'Nováková', phone: null });
    expect(adminUserUpdate.safeParse(update).success).toBe(true);
  });

  it('keeps a name that was left empty and sends disabling on its own', () => {
    expect(toAdminUserUpdate({ firstName: '', lastName: null, phone: '+420 123 456 789' })).toEqual({
      phone: '+420 123 456 789',
    });
    const disabling = toAdminUserUpdate({ disabled: true });
    expect(disabling).toEqual({ disabled: true });
    expect(adminUserUpdate.safeParse(disabling).success).toBe(true);
  });
});

describe('profileOnly', () => {
  it('leaves out what the profile form does not edit', () => {
    expect(
      profileOnly({
        id: A,
        firstName: 'Jana',
        lastName: 'Nováková',
        phone: null,
        disabled: false,
        roles: [],
      }),
    ).toEqual({ firstName: 'Jana', lastName: 'Nováková', phone: null });
  });
});
