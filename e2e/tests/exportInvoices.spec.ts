import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, logInToBackOffice, signUpCustomer, test } from './fixtures';
import { adminHeaders, signUpStaff } from './setUp';
import { unzip } from '../../server/test/zip';

const pad = (n: number) => String(n).padStart(2, '0');

test('an accountant exports a month of invoices as a ZIP, with its progress, and downloads it', async ({
  page,
  request,
}) => {
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const admin = await adminHeaders(request);
  const plan = await request.post('/api/v1/admin/subscriptions', {
    headers: admin,
    data: {
      name: { cs: `Permanentka ${tag}`, sk: `Permanentka ${tag}` },
      text: { cs: '<p>Vstup na všechny zápasy sezóny.</p>' },
      type: 'permanent',
      prices: [{ label: { cs: 'Dospělý', sk: 'Dospelý' }, amountCzk: 250_000, amountEur: 10_000 }],
    },
  });
  expect(plan.status(), await plan.text()).toBe(201);
  const priceUuid = ((await plan.json()) as { prices: { uuid: string }[] }).prices[0]!.uuid;

  // Three companies paid their invoices by bank transfer this month: staff record them as orders.
  const today = new Date();
  const paidOn = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  const numbers: string[] = [];
  for (const company of ['Strojírny Žďár, a. s.', 'Pekárna Šťastný, s. r. o.', 'Úřad městyse Čechtice']) {
    const member = await signUpCustomer(request);
    const recorded = await request.post('/api/v1/admin/order/generate/order-from-invoice', {
      headers: admin,
      data: {
        userEmail: member.email,
        currency: 'CZK',
        lines: [{ kind: 'subscription', refUuid: priceUuid, quantity: 1 }],
        billTo: {
          invoiceName: company,
          invoiceStreet: 'Náměstí 1',
          invoiceCity: 'Žďár nad Sázavou',
          invoiceZip: '591 01',
          cin: '25596641',
        },
        paidOn,
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);
    numbers.push(((await recorded.json()) as { invoice: { number: string } }).invoice.number);
  }

  const accountant = await signUpStaff(request, ['accountant']);

  await logInToBackOffice(page, accountant.email, accountant.password);
  await page.getByRole('menuitem', { name: 'Faktury' }).click();
  await expect(page.getByText(numbers[0]!)).toBeVisible();
  await page.getByRole('link', { name: 'Export do ZIP' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Export faktur do ZIP' })).toBeVisible();

  const first = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-01`;
  const last = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  const end = `${last.getFullYear()}-${pad(last.getMonth() + 1)}-${pad(last.getDate())}`;
  await page.getByLabel(/^Od/).fill(first);
  await page.getByLabel(/^Do/).fill(end);
  await page.getByRole('button', { name: 'Spustit export' }).click();

  // The progress bar is determinate and ends full.
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuemin', '0');
  await expect(progress).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  const done = page.getByText(/^Hotovo, faktur v archivu: \d+$/);
  await expect(done).toBeVisible();
  const total = Number((await done.textContent())!.replace(/\D/g, ''));
  expect(total).toBeGreaterThanOrEqual(3);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Stáhnout ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`faktury-${first}-${end}.zip`);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
  const entries = await unzip(zip);
  // One PDF per invoice of the month, ours among them (other journeys may issue invoices too).
  expect(entries.size).toBe(total);
  for (const number of numbers) expect([...entries.keys()]).toContain(`faktura-${number}.pdf`);
  for (const [name, bytes] of entries) {
    expect(name).toMatch(/^faktura-\d{9}\.pdf$/);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }
});
