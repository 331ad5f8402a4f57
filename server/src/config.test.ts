import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('runs embedded by default: PGlite under .data and the identity emulator', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.identity.emulator).toEqual({ mode: 'embedded', port: 9099 });
    expect(config.demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
  });

  it('uses PostgreSQL and a real Firebase project when configured', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h/db',
      FIREBASE_SERVICE_ACCOUNT: '{}',
      DEMO_DATA: 'false',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u@h/db', poolMax: 32 });
    expect(config.identity.emulator).toEqual({ mode: 'none' });
    expect(config.demoData).toBe(false);
  });

  it('fails with a readable message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DEMO_DATA: 'maybe' });
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT: .*"eighty"/);
      expect((e as Error).message).toMatch(/DEMO_DATA: .*"maybe"/);
    }
  });

  it('keeps e-mail in the outbox, captcha off and the default rate limits unless configured', () => {
    const config = loadConfig({ DATA_DIR: '/srv/tribuna', PORT: '8080' });
    expect(config.mail.transport).toEqual({ kind: 'outbox', dir: '/srv/tribuna/outbox' });
    expect(config.captcha).toEqual({ kind: 'off' });
    expect(config.rateLimit).toEqual({ windowMs: 15 * 60_000, perIp: 10, perEmail: 5 });
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.trustProxy).toBe(false);
  });

  it('uses SMTP, reCAPTCHA and the public origin when configured', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'Klub <info@klub.cz>',
      CONTACT_EMAIL: 'vstupenky@klub.cz',
      RECAPTCHA_SECRET: 'server-secret',
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_MIN_SCORE: '0.7',
      RATE_LIMIT_PER_EMAIL: '0',
      PUBLIC_URL: 'https://vstupenky.klub.cz/',
      TRUST_PROXY: '10.0.0.0/8',
    });
    expect(config.mail).toEqual({
      from: 'Klub <info@klub.cz>',
      contact: 'vstupenky@klub.cz',
      transport: { kind: 'smtp', url: 'smtps://mailer:secret@smtp.example.com:465' },
    });
    expect(config.captcha).toEqual({
      kind: 'recaptcha',
      secret: 'server-secret',
      siteKey: 'site-key',
      minScore: 0.7,
    });
    expect(config.rateLimit.perEmail).toBe(0);
    expect(config.publicUrl).toBe('https://vstupenky.klub.cz');
    expect(config.trustProxy).toBe('10.0.0.0/8');
  });

  it('refuses half a captcha configuration and bad mail or origin addresses', () => {
    expect(() => loadConfig({ RECAPTCHA_SECRET: 'only-the-secret' })).toThrow(
      /RECAPTCHA_SECRET and RECAPTCHA_SITE_KEY/,
    );
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://example.com' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });

  it('keeps push notifications in the outbox unless OneSignal’s REST API key is configured', () => {
    expect(loadConfig({}).push).toEqual({ browser: null, sender: null });
    expect(loadConfig({ ONESIGNAL_APP_ID: 'app' }).push).toEqual({
      browser: { appId: 'app', sdkUrl: 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js' },
      sender: null,
    });
    expect(
      loadConfig({
        ONESIGNAL_APP_ID: 'app',
        ONESIGNAL_REST_API_KEY: 'key',
        ONESIGNAL_API_URL: 'http://127.0.0.1:4567/',
        ONESIGNAL_SDK_URL: 'http://127.0.0.1:4567/sdk.js',
      }).push,
    ).toEqual({
      browser: { appId: 'app', sdkUrl: 'http://127.0.0.1:4567/sdk.js' },
      sender: { appId: 'app', restApiKey: 'key', apiUrl: 'http://127.0.0.1:4567' },
    });
    expect(loadConfig({ ONESIGNAL_APP_ID: 'app', ONESIGNAL_REST_API_KEY: 'key' }).push.sender?.apiUrl).toBe(
      'https://api.onesignal.com',
    );
    expect(() => loadConfig({ ONESIGNAL_REST_API_KEY: 'key' })).toThrow(
      /ONESIGNAL_REST_API_KEY needs ONESIGNAL_APP_ID/,
    );
  });

  it('pays through the built-in GP webpay simulator on our own origin unless a merchant is configured', () => {
    const config = loadConfig({ DATA_DIR: '/srv/tribuna', PUBLIC_URL: 'https://vstupenky.klub.cz' });
    expect(config.payments).toEqual({
      kind: 'simulator',
      // On the origin the buyer is on (the payment form's return address's).
      gatewayUrl: '/dev/gpwebpay/order.do',
      wsUrl: 'https://vstupenky.klub.cz/dev/gpwebpay/ws',
      dir: '/srv/tribuna/gpwebpay',
    });
  });

  it('uses GP webpay when a merchant is configured, its test gateway unless told otherwise', () => {
    const merchant = {
      GP_WEBPAY_MERCHANT_NUMBER: '8888880034',
      GP_WEBPAY_PROVIDER: '0100',
      GP_WEBPAY_PRIVATE_KEY: '/etc/tribuna/gpwebpay-pvk.pem',
      GP_WEBPAY_PUBLIC_KEY: '/etc/tribuna/gpe.signing_test.pem',
    };
    expect(loadConfig(merchant).payments).toEqual({
      kind: 'gpwebpay',
      gatewayUrl: 'https://test.3dsecure.gpwebpay.com/pgw/order.do',
      wsUrl: 'https://test.3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
      merchantNumber: '8888880034',
      provider: '0100',
      privateKeyFile: '/etc/tribuna/gpwebpay-pvk.pem',
      privateKeyPassword: null,
      publicKeyFile: '/etc/tribuna/gpe.signing_test.pem',
    });
    // Half a merchant is refused rather than quietly paying through the simulator.
    const { GP_WEBPAY_PUBLIC_KEY: _publicKey, ...half } = merchant;
    expect(() => loadConfig(half)).toThrow(
      /GP_WEBPAY_MERCHANT_NUMBER, .*GP_WEBPAY_PUBLIC_KEY must be set together/,
    );
    expect(() => loadConfig({ ...merchant, GP_WEBPAY_PROVIDER: '1' })).toThrow(/GP_WEBPAY_PROVIDER/);
    expect(() => loadConfig({ ...merchant, GP_WEBPAY_WS_URL: 'http://ws.example.com' })).toThrow(
      /GP_WEBPAY_WS_URL/,
    );
  });

  describe('in production', () => {
    const serviceAccount = '{"project_id":"klub"}';
    const gpWebpay = {
      PUBLIC_URL: 'https://vstupenky.klub.cz',
      GP_WEBPAY_URL: 'https://3dsecure.gpwebpay.com/pgw/order.do',
      GP_WEBPAY_WS_URL: 'https://3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
      GP_WEBPAY_MERCHANT_NUMBER: '8888880034',
      GP_WEBPAY_PROVIDER: '0100',
      GP_WEBPAY_PRIVATE_KEY: '/etc/tribuna/gpwebpay-pvk.pem',
      GP_WEBPAY_PRIVATE_KEY_PASSWORD: 'secret',
      GP_WEBPAY_PUBLIC_KEY: '/etc/tribuna/gpe.signing_prod.pem',
    };

    it('needs every GP webpay variable, naming the missing ones, and never pays through the simulator', () => {
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          FIREBASE_SERVICE_ACCOUNT: serviceAccount,
          PUBLIC_URL: gpWebpay.PUBLIC_URL,
        }),
      ).toThrow(
        /NODE_ENV=production:\n {2}GP_WEBPAY_URL, GP_WEBPAY_WS_URL, GP_WEBPAY_MERCHANT_NUMBER, GP_WEBPAY_PROVIDER, GP_WEBPAY_PRIVATE_KEY, GP_WEBPAY_PRIVATE_KEY_PASSWORD, GP_WEBPAY_PUBLIC_KEY are required/,
      );
      const { GP_WEBPAY_PRIVATE_KEY_PASSWORD: _password, ...noPassword } = gpWebpay;
      expect(() =>
        loadConfig({ NODE_ENV: 'production', FIREBASE_SERVICE_ACCOUNT: serviceAccount, ...noPassword }),
      ).toThrow(/ {2}GP_WEBPAY_PRIVATE_KEY_PASSWORD is required/);
      const config = loadConfig({
        NODE_ENV: 'production',
        FIREBASE_SERVICE_ACCOUNT: serviceAccount,
        ...gpWebpay,
      });
      expect(config.payments).toMatchObject({
        kind: 'gpwebpay',
        gatewayUrl: 'https://3dsecure.gpwebpay.com/pgw/order.do',
        wsUrl: 'https://3dsecure.gpwebpay.com/pay-ws/v1/PaymentService',
        privateKeyPassword: 'secret',
      });
      expect(config.browserServices.paymentGatewayUrl).toBe('https://3dsecure.gpwebpay.com/pgw/order.do');
    });

    it('needs PUBLIC_URL: without a request there is no other origin for links and payment returns', () => {
      const { PUBLIC_URL: _publicUrl, ...noPublicUrl } = gpWebpay;
      expect(() =>
        loadConfig({ NODE_ENV: 'production', FIREBASE_SERVICE_ACCOUNT: serviceAccount, ...noPublicUrl }),
      ).toThrow(/NODE_ENV=production:\n {2}PUBLIC_URL is required/);
      const config = loadConfig({
        NODE_ENV: 'production',
        FIREBASE_SERVICE_ACCOUNT: serviceAccount,
        ...gpWebpay,
      });
      expect(config.publicUrl).toBe('https://vstupenky.klub.cz');
      expect(config.publicUrlFromRequest).toBe(false);
      // Outside production an unset PUBLIC_URL means: the origin each request came to.
      expect(loadConfig({}).publicUrlFromRequest).toBe(true);
      expect(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }).publicUrlFromRequest).toBe(false);
    });

    it('needs a service account and refuses the emulator, naming the variables', () => {
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
        /NODE_ENV=production:\n {2}FIREBASE_SERVICE_ACCOUNT is required/,
      );
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          FIREBASE_SERVICE_ACCOUNT: serviceAccount,
          ...gpWebpay,
          FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        }),
      ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST must not be set/);
    });

    it('leaves demo data off by default and refuses to turn it on', () => {
      const config = loadConfig({
        NODE_ENV: 'production',
        FIREBASE_SERVICE_ACCOUNT: serviceAccount,
        ...gpWebpay,
      });
      expect(config.demoData).toBe(false);
      expect(config.identity.emulator).toEqual({ mode: 'none' });
      expect(() =>
        loadConfig({
          NODE_ENV: 'production',
          FIREBASE_SERVICE_ACCOUNT: serviceAccount,
          ...gpWebpay,
          DEMO_DATA: 'true',
        }),
      ).toThrow(/DEMO_DATA must be off.*create-admin/);
    });
  });

  it('gives the tag manager and error reporting only when configured', () => {
    const none = loadConfig({});
    expect(none.tagManagerId).toBeNull();
    expect(none.errorReportingDsn).toBeNull();
    const both = loadConfig({
      GTM_ID: 'GTM-ABC123',
      ERROR_REPORTING_URL: 'https://0123abcd@o450.ingest.de.sentry.io/4508',
    });
    expect(both.tagManagerId).toBe('GTM-ABC123');
    expect(both.errorReportingDsn).toBe('https://0123abcd@o450.ingest.de.sentry.io/4508');
    // A self-hosted Sentry under a path, and a local relay over plain http.
    expect(
      loadConfig({ ERROR_REPORTING_URL: 'https://key@errors.example.cz/sentry/7' }).errorReportingDsn,
    ).toBe('https://key@errors.example.cz/sentry/7');
    expect(loadConfig({ ERROR_REPORTING_URL: 'http://key@127.0.0.1:9000/1' }).errorReportingDsn).toBe(
      'http://key@127.0.0.1:9000/1',
    );
  });

  it('refuses an error-reporting address that is not a Sentry DSN, naming the variable', () => {
    for (const bad of [
      // An ingest URL without the public key.
      'https://o1.ingest.sentry.io/api/1/envelope/',
      // No project id.
      'https://key@o1.ingest.sentry.io/',
      // Plain http to another machine would send the reports unencrypted.
      'http://key@sentry.example.com/1',
      'sentry',
    ]) {
      expect(() => loadConfig({ ERROR_REPORTING_URL: bad })).toThrow(
        /ERROR_REPORTING_URL: a Sentry DSN: https:\/\/<public key>@<host>\/<project id>/,
      );
    }
    expect(() => loadConfig({ GTM_ID: 'UA-1234' })).toThrow(/GTM_ID: a tag manager container id/);
  });

  it('offers a wallet only when all its settings are given, and refuses half of them', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: null, google: null });
    const apple = {
      WALLET_APPLE_PASS_TYPE_ID: 'pass.cz.klub.ticket',
      WALLET_APPLE_TEAM_ID: 'ABCDE12345',
      WALLET_APPLE_CERTIFICATE: '/etc/tribuna/pass.pem',
      WALLET_APPLE_KEY: '/etc/tribuna/pass.key',
      WALLET_APPLE_WWDR_CERTIFICATE: '/etc/tribuna/wwdr.pem',
    };
    const google = {
      WALLET_GOOGLE_ISSUER_ID: '3388000000012345678',
      WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: 'wallet@klub.iam.gserviceaccount.com',
      WALLET_GOOGLE_PRIVATE_KEY: '/etc/tribuna/google.pem',
    };
    const config = loadConfig({ ...apple, ...google, INVOICE_SUPPLIER_NAME: 'FK Tribuna' });
    expect(config.wallet.apple).toMatchObject({
      passTypeId: 'pass.cz.klub.ticket',
      keyPassphrase: null,
      organizationName: 'FK Tribuna',
      apnsUrl: 'https://api.push.apple.com',
    });
    expect(config.wallet.google).toMatchObject({
      issuerId: '3388000000012345678',
      apiUrl: 'https://walletobjects.googleapis.com/walletobjects/v1',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(() => loadConfig({ ...apple, WALLET_APPLE_KEY: undefined })).toThrow(
      /WALLET_APPLE_PASS_TYPE_ID, .*WALLET_APPLE_KEY, .* must be set together/,
    );
    expect(() => loadConfig({ WALLET_GOOGLE_ISSUER_ID: '1' })).toThrow(
      /WALLET_GOOGLE_ISSUER_ID.* must be set together/,
    );
    expect(() => loadConfig({ ...apple, WALLET_APPLE_PASS_TYPE_ID: 'cz.klub' })).toThrow(
      /WALLET_APPLE_PASS_TYPE_ID: a pass type identifier/,
    );
  });
});
