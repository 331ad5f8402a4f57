import { describe, expect, it } from 'vitest';
import { RECAPTCHA_VERIFY_URL, createRecaptchaVerifier } from './recaptcha';

function fakeGoogle(answer: unknown, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the reCAPTCHA v3 verifier', () => {
  it('sends the secret, the token and the client address to siteverify as a form', async () => {
    const google = fakeGoogle({ success: true, score: 0.9, action: 'login' });
    const verifier = createRecaptchaVerifier({ secret: 's3cret', minScore: 0.5, fetch: google.fetch });
    expect(await verifier.verify('token-1', 'login', '203.0.113.7')).toBe('passed');
    expect(google.calls).toHaveLength(1);
    const [call] = google.calls;
    expect(call!.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(call!.init.method).toBe('POST');
    expect(new URLSearchParams(String(call!.init.body))).toEqual(
      new URLSearchParams({ secret: 's3cret', response: 'token-1', remoteip: '203.0.113.7' }),
    );
  });

  it('fails a token made for another action, a low score or an invalid token', async () => {
    const cases: [unknown, string][] = [
      [{ success: true, score: 0.9, action: 'signup' }, 'failed'],
      [{ success: true, score: 0.3, action: 'login' }, 'failed'],
      [{ success: true, score: 0.5, action: 'login' }, 'passed'],
      [{ success: false, 'error-codes': ['invalid-input-response'] }, 'failed'],
    ];
    for (const [answer, verdict] of cases) {
      const verifier = createRecaptchaVerifier({
        secret: 's',
        minScore: 0.5,
        fetch: fakeGoogle(answer).fetch,
      });
      expect(await verifier.verify('token', 'login'), JSON.stringify(answer)).toBe(verdict);
    }
  });

  it('fails a missing token without asking Google', async () => {
    const google = fakeGoogle({ success: true, score: 1, action: 'login' });
    const verifier = createRecaptchaVerifier({ secret: 's', minScore: 0.5, fetch: google.fetch });
    expect(await verifier.verify('', 'login')).toBe('failed');
    expect(google.calls).toHaveLength(0);
  });

  it('says unavailable when Google errs, answers nonsense or cannot be reached', async () => {
    const broken = [
      fakeGoogle({ success: true }, 500).fetch,
      fakeGoogle('not an object').fetch,
      (async () => {
        throw new TypeError('fetch failed');
      }) as unknown as typeof fetch,
    ];
    for (const fetch of broken) {
      const verifier = createRecaptchaVerifier({ secret: 's', minScore: 0.5, fetch });
      expect(await verifier.verify('token', 'login')).toBe('unavailable');
    }
  });
});
