import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopContext, testLineKind } from '../../test/orders';
import { publicOrigin, rebaseOwnLink } from './publicOrigin';

describe('the public origin of a request', () => {
  const fromRequest = { publicUrl: 'http://localhost:3000', publicUrlFromRequest: true };
  const fixed = { publicUrl: 'https://vstupenky.klub.cz', publicUrlFromRequest: false };

  it('is the address the request came to when PUBLIC_URL is not set, PUBLIC_URL otherwise', () => {
    expect(publicOrigin({ host: '127.0.0.1:3000', protocol: 'http' }, fromRequest)).toBe(
      'http://127.0.0.1:3000',
    );
    expect(publicOrigin({ host: '192.168.1.20:3000', protocol: 'http' }, fromRequest)).toBe(
      'http://192.168.1.20:3000',
    );
    expect(publicOrigin({ host: '[::1]:3000', protocol: 'http' }, fromRequest)).toBe('http://[::1]:3000');
    expect(publicOrigin({ host: 'Klub.Example:443', protocol: 'https' }, fromRequest)).toBe(
      'https://klub.example',
    );
    expect(publicOrigin({ host: 'localhost:80', protocol: 'http' }, fromRequest)).toBe('http://localhost');
    expect(publicOrigin({ host: 'klub.example', protocol: 'https' }, fromRequest)).toBe(
      'https://klub.example',
    );
    expect(publicOrigin({ host: '127.0.0.1:3000', protocol: 'http' }, fixed)).toBe(
      'https://vstupenky.klub.cz',
    );
  });

  it('never echoes a host that is not a plain name or address', () => {
    for (const host of ['evil.example/x', 'user@evil.example', 'a b', '', 'evil.example, other', '"x"']) {
      expect(publicOrigin({ host, protocol: 'http' }, fromRequest)).toBe('http://localhost:3000');
    }
  });

  it('rebases links into the shop at the default PUBLIC_URL, and no others', () => {
    const at = (link: string) => rebaseOwnLink(link, 'http://localhost:3000', 'http://127.0.0.1:3000');
    expect(at('http://localhost:3000/clenstvi')).toBe('http://127.0.0.1:3000/clenstvi');
    expect(at('http://localhost:3000')).toBe('http://127.0.0.1:3000');
    expect(at('http://localhost:30000/x')).toBe('http://localhost:30000/x');
    expect(at('https://klub.example/akce')).toBe('https://klub.example/akce');
  });
});

/** An app without PUBLIC_URL (a developer's), or with one (`fixed`), paying through its simulator. */
async function shop(overrides: Record<string, string>) {
  const ctx = await createShopContext(overrides);
  const items = testLineKind();
  ctx.app.lineKinds.register('test_item', items.kind);
  const buyer = await ctx.signInAs(['user']);
  const item = items.add({ label: 'Šála', price: { CZK: 45_000, EUR: 1_800 } });

  /** The payment form of a new order, asked for at `host` (and through a proxy's headers). */
  async function paymentForm(host: string, headers: Record<string, string> = {}) {
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { host, 'id-token': buyer.token, 'x-app-lang': 'cs', ...headers },
      payload: { currency: 'CZK', lines: [{ kind: 'test_item', refUuid: item, quantity: 1 }] },
    });
    expect(order.statusCode, order.body).toBe(201);
    const form = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/orders/pre-complete',
      headers: { host, 'id-token': buyer.token, ...headers },
      payload: { orderUuid: order.json().uuid },
    });
    expect(form.statusCode, form.body).toBe(200);
    return form.json() as { url: string; fields: Record<string, string> };
  }
  return { ctx, buyer, paymentForm };
}

describe('a shop opened at another address than PUBLIC_URL (development)', () => {
  let dev: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    dev = await shop({});
  });
  afterAll(() => dev?.ctx.close());

  it('posts the payment form to the simulator on the address the buyer is on, and brings them back there', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000', 'http://192.168.1.20:3000']) {
      const { url, fields } = await dev.paymentForm(new URL(origin).host);
      expect(url).toBe(`${origin}/dev/gpwebpay/order.do`);
      expect(fields.URL).toBe(`${origin}/objednavka/dokoncena`);
    }
  });

  it("lets the page post there: the form's origin is the page's own, which form-action allows", async () => {
    const { url } = await dev.paymentForm('127.0.0.1:3000');
    // The simulator's page is a document answered at the same address, with the document policy.
    const page = await dev.ctx.app.inject({
      url: '/dev/gpwebpay/order.do',
      headers: { host: '127.0.0.1:3000' },
    });
    const formAction = String(page.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('form-action'));
    expect(formAction?.split(' ')).toContain("'self'");
    expect(new URL(url).origin).toBe('http://127.0.0.1:3000');
  });

  it('does not believe X-Forwarded-* unless TRUST_PROXY says so', async () => {
    const { url } = await dev.paymentForm('127.0.0.1:3000', {
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(url).toBe('http://127.0.0.1:3000/dev/gpwebpay/order.do');
  });

  it('links the e-mails a request sends to the address it came to', async () => {
    const sent = dev.ctx.mails.length;
    const res = await dev.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      headers: { host: '127.0.0.1:3000' },
      payload: { email: dev.buyer.email },
    });
    expect(res.statusCode, res.body).toBe(204);
    const mail = dev.ctx.mails[sent];
    expect(mail?.text).toContain('http://127.0.0.1:3000/obnova-hesla?mode=resetPassword');
  });

  it("links staff's notice of a contact message to the address the message came to", async () => {
    const sent = dev.ctx.mails.length;
    const res = await dev.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { host: '192.168.1.20:3000' },
      payload: {
        name: 'Petr',
        email: 'petr@example.com',
        subject: 'Vstupenky',
        message: 'Dotaz',
        consent: true,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(dev.ctx.mails[sent]?.text).toContain(
      `http://192.168.1.20:3000/admin/contact-messages/${res.json().uuid}/show`,
    );
  });

  it("leads a downloaded voucher's QR code (a link too) to the address it was downloaded from", async () => {
    const [planAdmin, voucherAdmin] = await Promise.all([
      dev.ctx.signInAs(['subscription_admin']),
      dev.ctx.signInAs(['voucher_admin']),
    ]);
    const plan = await dev.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscriptions',
      headers: { 'id-token': planAdmin.token },
      payload: {
        name: { cs: 'Věrný fanoušek' },
        text: { cs: '<p>Členství</p>' },
        type: 'permanent',
        featureUuids: [],
        voucherPurchasable: true,
        prices: [{ label: { cs: 'Dospělý' }, amountCzk: 129_000, amountEur: 4_990 }],
      },
    });
    expect(plan.statusCode, plan.body).toBe(201);
    const voucher = await dev.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/vouchers',
      headers: { 'id-token': voucherAdmin.token },
      payload: { subscriptionPriceUuid: plan.json().prices[0].uuid },
    });
    expect(voucher.statusCode, voucher.body).toBe(201);
    const { uuid, code } = voucher.json() as { uuid: string; code: string };
    for (const [host, path] of [
      ['127.0.0.1:3000', `/api/v1/vouchers/export-pdf/${uuid}/cs`],
      ['192.168.1.20:3000', `/api/v1/vouchers/export-pdf/${uuid}/sk`],
    ]) {
      const pdf = await dev.ctx.app.inject({ url: path!, headers: { host: host! } });
      expect(pdf.statusCode).toBe(200);
      const account = path!.endsWith('/sk') ? '/sk/app/ucet' : '/app/ucet';
      expect(pdf.rawPayload.toString('latin1')).toContain(
        `/URI (http://${host}${account}?preRegisteredVoucherCode=${code})`,
      );
    }
  });

  it("answers countdowns' links into the shop on the visitor's address", async () => {
    const admin = await dev.ctx.signInAs(['super_admin']);
    const created = await dev.ctx.app.inject({
      method: 'POST',
      url: '/api/v1/admin/countdowns',
      headers: { 'id-token': admin.token },
      payload: {
        title: { cs: 'Do derby zbývá' },
        targetAt: '2999-05-01T18:00:00.000Z',
        link: `${dev.ctx.config.publicUrl}/akce-a-vstupenky`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const host of ['127.0.0.1:3000', 'localhost:3000']) {
      const shown = await dev.ctx.app.inject({ url: '/api/v1/countdowns', headers: { host } });
      expect(shown.json().data[0].link).toBe(`http://${host}/akce-a-vstupenky`);
    }
  });
});

describe('a shop with PUBLIC_URL behind a trusted proxy', () => {
  let fixed: Awaited<ReturnType<typeof shop>>;
  let proxied: Awaited<ReturnType<typeof shop>>;
  beforeAll(async () => {
    [fixed, proxied] = await Promise.all([
      shop({ PUBLIC_URL: 'https://vstupenky.klub.cz' }),
      shop({ TRUST_PROXY: 'true' }),
    ]);
  });
  afterAll(async () => {
    await fixed?.ctx.close();
    await proxied?.ctx.close();
  });

  it('uses PUBLIC_URL whatever address a request came to', async () => {
    const { url, fields } = await fixed.paymentForm('127.0.0.1:3000');
    expect(url).toBe('https://vstupenky.klub.cz/dev/gpwebpay/order.do');
    expect(fields.URL).toBe('https://vstupenky.klub.cz/objednavka/dokoncena');
  });

  it("takes the proxy's X-Forwarded-Host and -Proto when TRUST_PROXY trusts it", async () => {
    const { url, fields } = await proxied.paymentForm('127.0.0.1:3000', {
      'x-forwarded-host': 'shop.example:8443',
      'x-forwarded-proto': 'https',
    });
    expect(url).toBe('https://shop.example:8443/dev/gpwebpay/order.do');
    expect(fields.URL).toBe('https://shop.example:8443/objednavka/dokoncena');
  });
});
