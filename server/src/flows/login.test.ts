import { describe, expect, it, vi } from 'vitest';
import type { LoggedUser } from '@tribuna/common/schemas/auth';
import type { UserRow } from '../db/schema';
import { createLoginFlow } from './login';

const user = { uuid: '6d3c1f7e-0b1a-4c55-9d2e-5a8f0e7b1c21' } as UserRow;
const overview = { uuid: user.uuid } as LoggedUser;

function flow() {
  const forgetAttempts = vi.fn(async () => undefined);
  const login = createLoginFlow({
    overview: { of: async () => overview },
    forgetAttempts,
    freshForMs: 15 * 60_000,
    now: () => Date.parse('2026-11-27T12:00:00Z'),
  });
  return { login, forgetAttempts };
}

const freshIdentity = {
  uid: 'uid-1',
  email: 'jana@example.com',
  emailVerified: true,
  signedInAt: new Date('2026-11-27T11:59:00Z'),
};

describe('login flow', () => {
  it("forgets the gate's count of a fresh sign-in's address and e-mail", async () => {
    const { login, forgetAttempts } = flow();
    await expect(login.loggedUser(user, freshIdentity, '203.0.113.7', 'cs')).resolves.toBe(overview);
    expect(forgetAttempts).toHaveBeenCalledWith('203.0.113.7', 'jana@example.com');
  });

  it('answers the user of a request whose client went away (no address left) without touching the counts', async () => {
    const { login, forgetAttempts } = flow();
    await expect(login.loggedUser(user, freshIdentity, undefined, 'cs')).resolves.toBe(overview);
    expect(forgetAttempts).not.toHaveBeenCalled();
  });

  it('keeps the count when the sign-in is not fresh', async () => {
    const { login, forgetAttempts } = flow();
    const old = { ...freshIdentity, signedInAt: new Date('2026-11-27T10:00:00Z') };
    await login.loggedUser(user, old, '203.0.113.7', 'cs');
    expect(forgetAttempts).not.toHaveBeenCalled();
  });
});
