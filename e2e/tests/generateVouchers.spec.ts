import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@tribuna/common/schemas/vouchers';
import { DEMO_ADMIN, expect, logInToBackOffice, test } from './fixtures';
import { idTokenFor } from './identity';

test('staff generate 200 vouchers with the progress shown, download the CSV and find them in the list', async ({
  page,
  request,
}) => {
  // Two hundred codes made in the background and a download: more than the default on two shared cores.
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const plan = `Dárkové členství ${tag}`;
  const token = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const created = await request.post('/api/v1/admin/subscriptions', {
    headers: { 'id-token': token },
    data: {
      name: { cs: plan, sk: `Darčekové členstvo ${tag}` },
      text: { cs: '<p>Členství k darování.</p>' },
      type: 'permanent',
      voucherPurchasable: true,
      prices: [{ label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 99_000, amountEur: 3_990 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/?$/);
  // The spec's management path lands on the back office's list, which leads to bulk generation.
  await page.goto('/admin/sprava-voucheru');
  await expect(page).toHaveURL(/\/admin\/vouchers/);
  await page.getByRole('link', { name: 'Hromadně vygenerovat' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hromadné generování voucherů' })).toBeVisible();

  await page.getByRole('combobox', { name: /^Cenová varianta/ }).click();
  await page.getByRole('option', { name: `${plan} – Dospělý` }).click();
  await page.getByRole('spinbutton', { name: /^Počet kódů/ }).fill('200');
  await page.getByRole('button', { name: 'Spustit generování' }).click();

  // The progress bar is determinate and ends full.
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemin', '0');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(page.getByText('Hotovo, počet vytvořených kódů: 200')).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = csv.split(/\r?\n/).filter((line) => line !== '');
  expect(header).toMatch(/^Kód,Členství,/);
  expect(lines).toHaveLength(200);
  const codes = lines.map((line) => line.split(',')[0] ?? '');
  const codePattern = new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);
  for (const code of codes) {
    expect(code).toMatch(codePattern);
    expect(code).not.toMatch(/[0O1I]/);
  }
  expect(new Set(codes).size).toBe(200);

  // The batch's codes in the list: 200 of them, the first one findable by its code.
  await page.getByRole('link', { name: 'Zobrazit v seznamu' }).click();
  await expect(page).toHaveURL(/\/admin\/vouchers/);
  await expect(page.getByText(/z 200$/)).toBeVisible();
  const first = codes[0]!;
  await page.getByRole('textbox', { name: 'Kód' }).fill(first.toLowerCase());
  await expect(page.getByText(first.match(/.{4}/g)!.join('-'))).toBeVisible();
  await expect(page.getByText(plan).first()).toBeVisible();
});
