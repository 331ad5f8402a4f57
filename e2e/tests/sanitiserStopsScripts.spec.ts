import { DEMO_ADMIN, expect, test } from './fixtures';
import { idTokenFor } from './identity';

/**
 * Classic cross-site scripting payloads: each would set `window.__xss` or open a dialog if it
 * ran. The server's sanitiser stores the body without them; the browser must run none of them.
 * (The page's Content-Security-Policy would block an inline script as a second line: the fixture
 * fails on any violation it reports, so a payload that got through is noticed either way.)
 */
const payloads = [
  `<script>window.__xss = 'script'</script>`,
  `<SCRIPT SRC="data:text/javascript,window.__xss='script src'"></SCRIPT>`,
  `<img src="x" onerror="window.__xss = 'img onerror'">`,
  `<img src=x onerror=alert('img unquoted')>`,
  `<a href="javascript:window.__xss='js link'">Odkaz A</a>`,
  `<a href="JaVaScRiPt:alert('mixed case')">Odkaz B</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert('entities')">Odkaz C</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert('hex')">Odkaz D</a>`,
  `<a href="jav&#x09;ascript:alert('tab')">Odkaz E</a>`,
  `<a href=" &#14; javascript:alert('control')">Odkaz F</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Odkaz G</a>`,
  `<svg onload="window.__xss = 'svg onload'"><circle r="4"></circle></svg>`,
  `<svg><script>window.__xss = 'svg script'</script></svg>`,
  `<iframe srcdoc="<script>parent.__xss = 'srcdoc'</script>" title="a"></iframe>`,
  `<iframe src="javascript:parent.__xss='iframe javascript'" title="b"></iframe>`,
  `<iframe src="data:text/html,<script>parent.__xss='iframe data'</script>" title="c"></iframe>`,
  // The privacy-enhanced embed's look-alikes on foreign hosts, and the tracking one.
  `<iframe src="https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ" title="d"></iframe>`,
  `<iframe src="https://evil.example/?https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="e"></iframe>`,
  `<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="f"></iframe>`,
  `<object data="javascript:window.__xss='object'"></object>`,
  `<embed src="javascript:window.__xss='embed'">`,
  `<div style="background-image: url(javascript:window.__xss='style url')">Styl A</div>`,
  `<p style="width: expression(alert('expression'))">Styl B</p>`,
  `<style>@import 'javascript:alert("import")'; body { background: url("javascript:alert(1)") }</style>`,
  `<details open ontoggle="window.__xss = 'details ontoggle'"><summary>Víc</summary></details>`,
  `<input autofocus onfocus="window.__xss = 'input onfocus'">`,
  `<video><source onerror="window.__xss = 'source onerror'"></video>`,
  `<body onload="window.__xss = 'body onload'">`,
  `<form action="javascript:window.__xss='form'"><button>Odeslat</button></form>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="window.__xss='mutation'"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=window.__xss='noscript'>"></p></noscript>`,
  `<meta http-equiv="refresh" content="0;url=javascript:window.__xss='refresh'">`,
  `<base href="javascript:window.__xss='base'//">`,
  `<a href="https://example.com/" onclick="window.__xss='onclick'" onmouseover="window.__xss='hover'">Bezpečný odkaz</a>`,
];

test('an article full of scripting payloads runs none of them in Chromium, and keeps its allowed content', async ({
  page,
  request,
}) => {
  const token = await idTokenFor(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // A picture stored in Tribuna: the first demo article's.
  const articles = (await (await request.get('/api/v1/articles')).json()) as {
    data: { image: { url: string } | null }[];
  };
  const ownImage = articles.data.find((a) => a.image)?.image?.url;
  expect(ownImage, 'a stored demo picture').toBeTruthy();
  const embed = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  const body = [
    '<p>Úvod článku</p>',
    ...payloads.map((payload) => `<p>${payload}</p>`),
    `<p><img src="${ownImage}" alt="Fotka z tribuny"></p>`,
    `<iframe src="${embed}" title="Sestřih zápasu"></iframe>`,
    '<p>Konec článku</p>',
  ].join('\n');
  const created = await request.post('/api/v1/admin/articles', {
    headers: { 'id-token': token },
    data: {
      title: { cs: 'Zkouška čističe textu' },
      perex: { cs: 'Článek plný útoků, které nesmí nic spustit' },
      body: { cs: body },
      publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };

  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/clanky/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zkouška čističe textu' })).toBeVisible();
  const article = page.locator('article');
  await expect(article.getByText('Konec článku')).toBeVisible();
  // Focus and hover handlers, if any were kept, get their chance.
  await article.getByRole('link', { name: 'Bezpečný odkaz' }).hover();
  await page.keyboard.press('Tab');

  // The allowed content is there: Tribuna's own picture, loaded, and the privacy-enhanced embed.
  const picture = article.getByRole('img', { name: 'Fotka z tribuny' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(article.locator('iframe')).toHaveCount(1);
  await expect(article.locator('iframe')).toHaveAttribute('src', embed);
  await expect(article.getByRole('link', { name: 'Bezpečný odkaz' })).toHaveAttribute(
    'href',
    'https://example.com/',
  );

  // Nothing that could run is left in the page.
  const left = await article.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      scripts: root.querySelectorAll('script, object, embed, style, base, meta, form, svg, math').length,
      handlers: elements.flatMap((e) => e.getAttributeNames().filter((a) => a.startsWith('on'))),
      srcdoc: elements.filter((e) => e.hasAttribute('srcdoc')).length,
      styles: elements.filter((e) => e.hasAttribute('style')).map((e) => e.getAttribute('style')),
      urls: elements
        .flatMap((e) => ['href', 'src', 'action', 'data'].map((a) => e.getAttribute(a)))
        .filter((url): url is string => url !== null && !/^(https:|\/)/.test(url.trim())),
    };
  });
  expect(left).toEqual({ scripts: 0, handlers: [], srcdoc: 0, styles: [], urls: [] });
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();
  expect(dialogs).toEqual([]);
});
