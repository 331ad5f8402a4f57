import { expect, type APIRequestContext } from '@playwright/test';

/** The e2e server's Firebase Auth emulator (playwright.config.ts starts it on the app's port + 1). */
export const emulatorOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}`;
const projectId = 'demo-tribuna';

/** The newest out-of-band code the emulator holds for an e-mail (what the e-mail link would carry). */
export async function oobCodeFor(
  request: APIRequestContext,
  email: string,
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      // The emulator sometimes drops a kept-alive connection (ECONNRESET): ask again on the next poll.
      const res = await request
        .get(`${emulatorOrigin}/emulator/v1/projects/${projectId}/oobCodes`)
        .catch(() => undefined);
      if (!res?.ok()) return undefined;
      const { oobCodes } = (await res.json()) as {
        oobCodes: { email: string; requestType: string; oobCode: string }[];
      };
      code = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1)?.oobCode;
      return code;
    })
    .toBeTruthy();
  return code as string;
}

export async function idTokenFor(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const res = await request.post(
    `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  const body = (await res.json()) as { idToken?: string };
  expect(body.idToken, JSON.stringify(body)).toBeTruthy();
  return body.idToken as string;
}

/** Marks an account's e-mail as verified the way a user would: by applying the emailed code. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  const oobCode = await oobCodeFor(request, email, 'VERIFY_EMAIL');
  const res = await request.post(
    `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      data: { oobCode },
    },
  );
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * An account made directly at the identity provider, without Tribuna's sign-up, its e-mail
 * already verified (through the emulator's admin access).
 */
export async function createVerifiedAccountAtProvider(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const signUp = await request.post(
    `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    { data: { email, password, returnSecureToken: true } },
  );
  const { localId } = (await signUp.json()) as { localId?: string };
  expect(localId, 'accounts:signUp answers the new account').toBeTruthy();
  const update = await request.post(
    `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`,
    { headers: { Authorization: 'Bearer owner' }, data: { localId, emailVerified: true } },
  );
  expect(update.ok(), await update.text()).toBe(true);
}
