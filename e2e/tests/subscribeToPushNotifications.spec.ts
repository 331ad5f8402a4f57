import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { createOneSignalStandin, type OneSignalStandin } from '../../server/src/integrations/push/standin';
import { DEMO_ADMIN, expect, logInToBackOffice, ONLY_NECESSARY, rememberConsent, test } from './fixtures';
import { chromiumLaunchOptions } from '../chromium';
import { ownServerOrigin, startOwnServer, type OwnServer } from './ownServer';
import { adminHeaders, signUpMember } from './setUp';

/**
 * Push notifications through the local stand-in of OneSignal (its REST API and its web SDK, served
 * here). Only this journey needs it, so it starts its own server beside the main one (port + 15):
 * the same builds, the same identity emulator, its own data.
 */
const origin = ownServerOrigin(15);
const keys = { appId: 'e2e-onesignal-app', restApiKey: 'e2e-rest-api-key' };

let standin: OneSignalStandin;
let standinUrl: string;
let server: OwnServer | null = null;

// Web push needs the full browser: the headless shell refuses every notification permission.
test.use({ baseURL: origin, actionTimeout: 30_000, launchOptions: chromiumLaunchOptions('full') });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A second product server loads its demo data beside the running journeys.
  test.setTimeout(300_000);
  standin = createOneSignalStandin(keys);
  await standin.app.listen({ port: 0, host: '127.0.0.1' });
  standinUrl = `http://127.0.0.1:${(standin.app.server.address() as AddressInfo).port}`;
  server = await startOwnServer({
    name: 'push',
    portOffset: 15,
    env: {
      // The sweepers send due notifications every second.
      JOB_INTERVAL_SECONDS: '1',
      ONESIGNAL_APP_ID: keys.appId,
      ONESIGNAL_REST_API_KEY: keys.restApiKey,
      ONESIGNAL_API_URL: standinUrl,
      ONESIGNAL_SDK_URL: `${standinUrl}/sdk.js`,
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await standin?.app.close();
});

/** A push segment feature and a membership that grants it, held by a new verified customer. */
async function memberInSegment(request: APIRequestContext, tag: string) {
  const headers = await adminHeaders(request);
  const feature = await request.post('/api/v1/admin/features', {
    headers,
    data: {
      name: { cs: `Push fanoušci ${tag}` },
      type: 'onesignal_notification_segment',
      segmentName: `fanousci-${tag}`,
    },
  });
  expect(feature.status(), await feature.text()).toBe(201);
  const plan = await request.post('/api/v1/admin/subscriptions', {
    headers,
    data: {
      name: { cs: `Fanoušek s notifikacemi ${tag}` },
      text: { cs: '<p>Novinky do prohlížeče</p>' },
      type: 'permanent',
      voucherPurchasable: true,
      featureUuids: [(await feature.json()).uuid],
      prices: [{ label: { cs: 'Dospělý' }, amountCzk: 10000, amountEur: 400 }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const user = await signUpMember(request, (await plan.json()).prices[0].uuid);
  const token = user.token;
  const me = await request.get('/api/v1/auth/logged-user', { headers: { 'id-token': token } });
  return {
    ...user,
    uuid: (await me.json()).uuid as string,
    feature: `Push fanoušci ${tag}`,
    segment: `fanousci-${tag}`,
  };
}

// The member has consented to notifications on the site (the consent banner's choice).
test.use({ consentChoice: { ...ONLY_NECESSARY, notifications: true } });

test('a member consents, subscribes with the bell, and an article published with notifications reaches them through OneSignal', async ({
  page,
  browser,
  context,
  request,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const member = await memberInSegment(request, tag);

  await page.goto('/prihlaseni');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(member.email);
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Přihlásit se', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Můj účet' })).toBeVisible();

  // OneSignal's bell, with the spec's texts: the member subscribes, and allows notifications when
  // the browser asks.
  await context.grantPermissions(['notifications'], { origin });
  await page.getByRole('button', { name: 'Přihlásit se k odběru notifikací' }).click();
  const dialog = page.getByRole('dialog', { name: 'Správa notifikací webu' });
  await dialog.getByRole('button', { name: 'PŘIHLÁSIT SE K ODBĚRU' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Děkujeme za přihlášení k odběru!' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jste přihlášen k odběru notifikací' })).toBeVisible();
  // Subscribed under the member's push identity (their user uuid).
  await expect
    .poll(() => [...standin.subscriptions.values()].some((s) => s.externalId === member.uuid && s.enabled))
    .toBe(true);

  // An editor publishes an article for the segment's feature, with notifications.
  const title = `Přestup na poslední chvíli ${tag}`;
  const editor = await browser.newPage();
  await rememberConsent(editor);
  await logInToBackOffice(editor, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(editor).toHaveURL(/\/admin\/?(#.*)?$/);
  await editor.goto('/admin/articles/create');
  await editor.getByRole('textbox', { name: 'Titulek' }).fill(title);
  await editor.getByRole('textbox', { name: 'Perex' }).fill(`Klub potvrdil posilu (${tag}).`);
  await editor.getByRole('textbox', { name: 'Text' }).fill('Podrobnosti zítra.');
  await editor.getByRole('combobox', { name: 'Jen pro členy s oprávněními' }).click();
  await editor.getByRole('option', { name: member.feature }).click();
  await editor.getByLabel('Publikováno').fill('15.01.2026 10:00');
  await editor.getByLabel('Poslat notifikace').check();
  await editor.getByRole('button', { name: 'Uložit' }).click();
  await expect(editor).toHaveURL(/\/admin\/articles$/);

  // OneSignal is asked to send it to the segment's members: this member.
  await expect
    .poll(() => standin.notifications.find((n) => n.headings.cs === title), { timeout: 30_000 })
    .toMatchObject({
      externalIds: [member.uuid],
      recipients: 1,
      contents: { cs: `Klub potvrdil posilu (${tag}).` },
    });

  // The push outbox in the back office says so.
  await editor.goto('/admin/push-notifications');
  const row = editor.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText(member.segment);
  // The outbox notes the answer just after OneSignal gave it.
  await expect(async () => {
    await editor.reload();
    await expect(row).toContainText('Odesláno', { timeout: 2_000 });
  }).toPass();
  await row.click();
  await expect(editor.getByText(/^[0-9a-f-]{36}$/)).toBeVisible();
  await editor.close();
});
