import { expect, test } from './fixtures';

/**
 * The shop opened at another address than the one it calls its own (the server listens on
 * 127.0.0.1 and, without PUBLIC_URL, names itself localhost): the payment form posts to the
 * gateway on the address the buyer is on, which the page's Content-Security-Policy allows (the
 * fixtures fail the journey on any violation), and the gateway brings the buyer back there.
 */
test('a visitor who opened the shop at 127.0.0.1 buys a gift voucher, pays in the gateway and comes back to the same address', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const origin = new URL(baseURL!);
  origin.hostname = '127.0.0.1';

  await page.goto(new URL('/clenstvi', origin).href);
  await page
    .getByRole('article', { name: 'Věrný fanoušek' })
    .getByRole('link', { name: /^Darovat/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dárkový voucher' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Váš e-mail' }).fill('darce-127@example.com');
  await page.getByLabel(/Souhlasím s obchodními podmínkami/).check();
  await page.getByRole('button', { name: 'Zaplatit kartou' }).click();

  // The simulator answers on the buyer's own address, not on localhost.
  await page.waitForURL((url) => url.pathname === '/dev/gpwebpay/order.do');
  expect(new URL(page.url()).origin).toBe(origin.origin);
  await page.getByRole('button', { name: 'Zaplatit' }).click();

  await expect(page.getByText('Platba proběhla v pořádku.', { exact: false })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin.origin);
  await expect(page.getByRole('link', { name: 'Stáhnout voucher (PDF)' })).toBeVisible();
});
