import { expect, test } from './fixtures';

const forged = new URLSearchParams({
  OPERATION: 'CREATE_ORDER',
  ORDERNUMBER: '1042',
  PRCODE: '0',
  SRCODE: '0',
  RESULTTEXT: 'OK',
  DIGEST: 'Zm9yZ2Vk',
  DIGEST1: 'Zm9yZ2Vk',
}).toString();

test('a buyer who comes back from the payment gateway with an answer it did not sign is told so, in Czech and Slovak', async ({
  page,
}) => {
  await page.goto(`/objednavka/dokoncena?${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončení objednávky' })).toBeVisible();
  await expect(page.getByText('Výsledek platby se nepodařilo ověřit.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Dokončení objednávky · Tribuna');
  await expect(page.getByRole('link', { name: 'Zpět na objednávku' })).toHaveAttribute(
    'href',
    '/app/objednavka',
  );

  await page.goto(`/sk/objednavka/dokoncena?${forged}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dokončenie objednávky' })).toBeVisible();
  await expect(page.getByText('Výsledok platby sa nepodarilo overiť.', { exact: false })).toBeVisible();
  await expect(page).toHaveTitle('Dokončenie objednávky · Tribuna');
});
