import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  loadPrivateKey,
  loadPublicKey,
  requestDigestInput,
  responseDigestInput,
  signRequest,
  signResponse,
  verifyRequest,
  verifyResponse,
} from './digest';

const fixture = (name: string) =>
  readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name));

// The merchant's key is password-protected, as GP webpay's are; the gateway's public half is a
// certificate, as GP webpay hands it out.
const merchantPrivate = loadPrivateKey(fixture('merchant-private.pem'), 'tribuna-test');
const merchantPublic = loadPublicKey(fixture('merchant-public.pem'));
const gatewayPrivate = loadPrivateKey(fixture('gateway-private.pem'));
const gatewayPublic = loadPublicKey(fixture('gateway-certificate.pem'));

/*
 * Fixed vectors: the expected digests were made with the OpenSSL command line, not with this code:
 *   printf '%s' '<input>' | openssl dgst -sha1 -sign merchant-private.pem -passin pass:tribuna-test | base64 -w0
 * RSA PKCS#1 v1.5 signatures are deterministic, so the same key and input give the same DIGEST.
 */
const fullRequest = {
  MERCHANTNUMBER: '1234567890',
  OPERATION: 'CREATE_ORDER',
  ORDERNUMBER: '202611230001',
  AMOUNT: '129000',
  CURRENCY: '203',
  DEPOSITFLAG: '1',
  MERORDERNUM: '4200017',
  URL: 'https://vstupenky.klub.cz/platba/navrat',
  DESCRIPTION: 'Členství 2027',
  USERPARAM1: 'R',
  EMAIL: 'jana@example.com',
};
const fullRequestDigest =
  'p+6/e87VjocvV5pfsXdO+bp7bNGYDOjOW8O/fUmfoLPwwPpRk+8lK+xFYkgloxzsL+ywtPqo+PJMuqHP75++jqmWEIL4RBivA1wkBRWFSWy13aJB9lNYGFPHTPMv2jXeHbu1QFhCxe+nfaIm1wK9LzjPx5zB/jLhYG9uO/y+mZI/40fdoe2s1bCbBm8GwIvYQrzeBRPN3RG76yasoKgTDEDVqLHxSx+hRzfUd8D10iqQCkbs8LS0StKpbg9p1fi87BWt/U30+rbHOEK1Cx487OP/N6ajMSbvAPa49eE8/irknjxncdhbHcFw9YrZ0nHZmfGBOE8H45UvZ4EufjFZaQ==';
const { MERORDERNUM: _m, DESCRIPTION: _d, USERPARAM1: _u, EMAIL: _e, ...minimalRequest } = fullRequest;
const minimalRequestDigest =
  'idz7W3/4xOinkuBX6M3YoBQvNEl9hpGPv9aJOsn+xcRIFGsqfaFoprq3GiE5YJEAUF1gGunRZH6QKgG5COoqpBH7lJ5Ne+eHA6C+ZrbQemOEALby4RUiOruxrpzqRu1D7hb8/LXl77azON6rVGYcuBJpspX7tartLCkP3pX8bm6GDgr3e9Sp7xbfNB31ysZjHSzCRQw3AbO+RXTl/K4FNlTsg1CeAx8Ee4nlB+zgRrzQN6jigRVePv9p6NK4WUCPN71wdXV55B+J+sZW6Yxh/l3rIDIHvrh0mrjCHGURv6bv4bLj53nU9NT6nk4cuqOvx8Knbp2a62zoxaDLjynalw==';

const fullResponse = {
  OPERATION: 'CREATE_ORDER',
  ORDERNUMBER: '202611230001',
  MERORDERNUM: '4200017',
  PRCODE: '0',
  SRCODE: '0',
  RESULTTEXT: 'OK',
  USERPARAM1: 'R',
  DIGEST:
    'fCfugatq2Rr1c3ggt4WLU+I0vOWDLIi2VHUc4Jkl2EjgVCiYkMYfjpi62ZfdhUiSdGIblT3KerRssYHn5sXPomg5PJHn89zqY48PXICOu9qVhj7bNiQt/uIdAZzx4atN+adIVBgEEZLp3TVfV3pZmCa0ziKiemzxt/HTxu5WfxfN+WGOoKy9D4Xc2zGs6D5VYxXiTureoKqzP0qeiV/lmxZCGSZtjlNpQybPMiIUDXEIVFPcg2JTU8j5DbX/Wxm/53gUUpJ6gkAmLXpoSnKqYcTdYQuJyKOvzebkNlhxBk+/a2asKoiwW+TeD6XU34eMyISck9PD2OXoFMR3iJyRoQ==',
  DIGEST1:
    'kvqSN7vsQEvanuZxQcDvwXzQ6WNLJS4MNsG0QdgvNQrSfGe9A/sRfHDaAa0779+iSduiglbSTN1D+j5W4einBnLk1n4A0lkJX046KsOPTGwDFasgRWO/53M2qxxl63UPRHeak6xvOmG6LW9dmeMoIkO6S48cjLCnSybdOKTJECl9kN5OoVuSzkIHwBAz/K9e8Ccz7xKgL3rBAMr+qqUOfXSZB+xmMlk0gcSlEo68NTmzuv0aM49dnaG6nd01Aky8y8nHPuk5ytzDjeepB+MRH7yCdfGMWcatea8O0Dypy0RypK5DFOA/YR+7rp5sevImDHjaWDioeIlyc4dEVLXVlw==',
};
const minimalResponse = {
  OPERATION: 'CREATE_ORDER',
  ORDERNUMBER: '202611230001',
  PRCODE: '30',
  SRCODE: '1002',
  RESULTTEXT: 'Declined in AC, Declined',
  DIGEST:
    'RzOEzD8Le9+c9Ycf7OLqSC30k8aTJ1Dbj4qEoyouYTGeiXJMsPCLIdTaQbOOq+AtLd9GUcSdQqzdPvgHvUOqk8TXvGfxIe2N/zUp0MdbsR8TjELx0fqbWmiFoSQCGBt5cqDU/Wg5n08QItQrYoMZHhzQzrTMpoFGletprDgTtEKId4oegoIwonDUgzM3hliPvcRfLn7FOxuEQK6TKszb0ehGOTx9wuIKn/cwcbJnQDnTWlrnqpX9s397Uuv284q1ZCmvWzpVJxQiIiV0zMi4LZmNZG4pRX7UAzd0IWbmMoWDQxohmaBXpKoQT4IOjObXDDq7lObeAeN3FLxLTvQJYg==',
  DIGEST1:
    'QJoZiqxImhZrqlvwrISAY1C9K0HHCbXeA4EfmvAx9FdLWlPHM6xAosDKtFjBIxBGlzAGlx60ApEMqJ1k8puauFN1BJ6eSwbsT2b9+mVREUhuEdg0cLD0UoM/Wzd4nCVxFqLMTvf2XC5WqPfhfxRMnOiD/Wkc5/p7eBmcYsAa/x0nBIGKfjQXVwsFG8nch4GJQS3GuwSUyDh/dp5uTlMAVzovTL50sU63zxOq/dkn1r/hOq3lQBsPKcauamebzk3zcdFWNzBABU+h8GPV3O7ET3H84bdFo8fvuzTgKedJo4dHtWxYlfC9Nkx3SIMq18pA4HN42XDv2OJg5tuqTdgmUQ==',
};

/** One character of a Base64 signature changed, so that the bytes under it differ. */
const flipped = (signature: string) => `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;

describe('GP webpay request digest', () => {
  it('joins the fields present in protocol order with |, whatever order they come in', () => {
    const shuffled = Object.fromEntries(Object.entries(fullRequest).reverse());
    expect(requestDigestInput(shuffled)).toBe(
      '1234567890|CREATE_ORDER|202611230001|129000|203|1|4200017|https://vstupenky.klub.cz/platba/navrat|Členství 2027|R|jana@example.com',
    );
    expect(requestDigestInput(minimalRequest)).toBe(
      '1234567890|CREATE_ORDER|202611230001|129000|203|1|https://vstupenky.klub.cz/platba/navrat',
    );
  });

  it('leaves LANG and the digest itself out', () => {
    expect(requestDigestInput({ ...minimalRequest, LANG: 'cs', DIGEST: 'x' })).toBe(
      requestDigestInput(minimalRequest),
    );
  });

  it('signs with SHA-1 RSA exactly as OpenSSL does, with and without the optional fields', () => {
    expect(signRequest(fullRequest, merchantPrivate).DIGEST).toBe(fullRequestDigest);
    expect(signRequest(minimalRequest, merchantPrivate).DIGEST).toBe(minimalRequestDigest);
  });

  it('verifies with the public key, and a changed value, a reordered field or a flipped byte fails', () => {
    const signed = { ...fullRequest, DIGEST: fullRequestDigest };
    expect(verifyRequest(signed, merchantPublic)).toBe(true);
    expect(verifyRequest({ ...signed, AMOUNT: '129001' }, merchantPublic)).toBe(false);
    // The same values under swapped names: the joined string changes order.
    expect(
      verifyRequest({ ...signed, MERORDERNUM: '202611230001', ORDERNUMBER: '4200017' }, merchantPublic),
    ).toBe(false);
    expect(verifyRequest({ ...signed, DIGEST: flipped(fullRequestDigest) }, merchantPublic)).toBe(false);
    expect(verifyRequest({ ...signed, DIGEST: 'not base64!' }, merchantPublic)).toBe(false);
    expect(verifyRequest(fullRequest, merchantPublic)).toBe(false);
    // Signed by somebody else.
    expect(verifyRequest(signed, gatewayPublic)).toBe(false);
  });
});

describe('GP webpay response digests', () => {
  it('joins the answer fields present in protocol order', () => {
    expect(responseDigestInput(fullResponse)).toBe('CREATE_ORDER|202611230001|4200017|0|0|OK|R');
    expect(responseDigestInput(minimalResponse)).toBe(
      'CREATE_ORDER|202611230001|30|1002|Declined in AC, Declined',
    );
  });

  it('signs DIGEST, and DIGEST1 with the merchant number appended, as OpenSSL does', () => {
    const { DIGEST: _1, DIGEST1: _2, ...fields } = fullResponse;
    const signed = signResponse(fields, '1234567890', gatewayPrivate);
    expect(signed.DIGEST).toBe(fullResponse.DIGEST);
    expect(signed.DIGEST1).toBe(fullResponse.DIGEST1);
  });

  it('accepts both answers with the gateway key and our merchant number', () => {
    expect(verifyResponse(fullResponse, '1234567890', gatewayPublic)).toEqual({ valid: true });
    expect(verifyResponse(minimalResponse, '1234567890', gatewayPublic)).toEqual({ valid: true });
  });

  it('refuses a changed value, a flipped byte, a missing digest or another merchant', () => {
    const refused = (fields: Record<string, string | undefined>, merchant = '1234567890') =>
      verifyResponse(fields, merchant, gatewayPublic).valid;
    expect(refused({ ...minimalResponse, PRCODE: '0', SRCODE: '0' })).toBe(false);
    expect(refused({ ...fullResponse, DIGEST: flipped(fullResponse.DIGEST) })).toBe(false);
    expect(refused({ ...fullResponse, DIGEST1: flipped(fullResponse.DIGEST1) })).toBe(false);
    expect(refused({ ...fullResponse, DIGEST1: undefined })).toBe(false);
    expect(refused({ ...fullResponse, DIGEST: undefined })).toBe(false);
    // DIGEST1 holds the merchant number: an answer made for another merchant does not pass.
    expect(refused(fullResponse, '1234567891')).toBe(false);
    expect(verifyResponse(fullResponse, '1234567891', gatewayPublic)).toEqual({
      valid: false,
      reason: 'DIGEST1 does not verify',
    });
    // Signed with the merchant's key instead of the gateway's.
    expect(verifyResponse(fullResponse, '1234567890', merchantPublic).valid).toBe(false);
  });

  it('refuses a password-protected key without its password', () => {
    expect(() => loadPrivateKey(fixture('merchant-private.pem'))).toThrow();
    expect(() => loadPrivateKey(fixture('merchant-private.pem'), 'wrong')).toThrow();
  });
});
