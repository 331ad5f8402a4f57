import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { DEMO_ADMIN, expect, logInToBackOffice, test, watchAccessibility, rememberConsent } from './fixtures';

/** A solid-colour PNG of `width` × `height`, made here: the journey needs no image files of its own. */
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('an editor uploads a gallery of images and a visitor browses it in the lightbox with the keyboard', async ({
  page,
  browser,
}) => {
  // Three uploads, each resized into its widths on the server, and two browsers: more than most journeys.
  test.slow();
  const tag = randomUUID().slice(0, 8);
  const title = `Derby ve fotkách ${tag}`;
  const photos = [
    { name: `brana-${tag}.png`, colour: [200, 30, 40] as [number, number, number] },
    { name: `kotel-${tag}.png`, colour: [30, 120, 200] as [number, number, number] },
    { name: `oslava-${tag}.png`, colour: [40, 160, 60] as [number, number, number] },
  ];

  await logInToBackOffice(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // Signed in: the back office leaves its login page for the dashboard.
  await expect(page).toHaveURL(/\/admin\/?(#.*)?$/);
  await page.goto('/admin/galleries/create');
  await page.getByRole('textbox', { name: 'Název' }).fill(title);
  await page.getByRole('textbox', { name: 'Popis' }).fill(`Fotky z derby (${tag}).`);

  // Three images at once; each shows its own progress, and each reaches the end.
  await page
    .getByTestId('gallery-image-picker')
    .setInputFiles(
      photos.map((p) => ({ name: p.name, mimeType: 'image/png', buffer: png(800, 600, p.colour) })),
    );
  for (const photo of photos) {
    await expect(page.getByRole('progressbar', { name: `Nahrávání ${photo.name}` })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }
  await expect(page.getByTestId('gallery-image')).toHaveCount(3);
  const captions = page.getByRole('textbox', { name: 'Popisek (CS)' });
  await captions.nth(0).fill(`Brána ${tag}`);
  await captions.nth(1).fill(`Kotel ${tag}`);
  await captions.nth(2).fill(`Oslava ${tag}`);

  // The last photo moves to the front with the keyboard: pick it up, two steps left, put it down.
  // Each key waits for what a screen reader hears, as a person waits for the photo to move.
  const announced = page.locator('[id^="DndLiveRegion"]');
  // The photos in full view first: a drag that begins by scrolling its card into view measures
  // the places it can go while they still move.
  await page
    .getByTestId('gallery-image')
    .nth(2)
    .evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await page.getByRole('button', { name: 'Přesunout fotku 3' }).focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Fotka 3 zvednuta.');
  // The places it can go are measured just after the pick-up; on a busy machine a key pressed before
  // that moves nothing yet, and a person presses it again.
  await expect(async () => {
    await page.keyboard.press('ArrowLeft');
    await expect(announced).toHaveText(/^Fotka 3 je na pozici [12]\.$/, { timeout: 2_000 });
  }).toPass();
  await expect(async () => {
    if ((await announced.textContent()) !== 'Fotka 3 je na pozici 1.') await page.keyboard.press('ArrowLeft');
    await expect(announced).toHaveText('Fotka 3 je na pozici 1.', { timeout: 2_000 });
  }).toPass();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText('Fotka 3 položena na pozici 1.');
  await expect(captions.nth(0)).toHaveValue(`Oslava ${tag}`);
  await expect(captions.nth(1)).toHaveValue(`Brána ${tag}`);

  await page.getByLabel('Publikováno').fill('15.01.2026 10:00');
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Položka vytvořena')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/galleries$/);

  const visitor = await browser.newPage();
  await rememberConsent(visitor);
  const finishVisitorChecks = watchAccessibility(visitor);
  await visitor.goto('/galerie');
  await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
  await visitor.getByRole('heading', { name: title }).click();
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText(`Oslava ${tag}`)).toBeVisible();

  await visitor.getByRole('button', { name: 'Otevřít fotku 1 z 3' }).click();
  const lightbox = visitor.getByRole('dialog');
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`Oslava ${tag}`)).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`Brána ${tag}`)).toBeVisible();
  await visitor.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`Kotel ${tag}`)).toBeVisible();
  await visitor.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`Brána ${tag}`)).toBeVisible();
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await finishVisitorChecks();
  await visitor.close();
});
