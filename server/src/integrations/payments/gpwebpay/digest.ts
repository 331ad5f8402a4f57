import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * The HTTP API's request fields in the order GP webpay signs them (its HTTP API specification; the
 * same order in lubosch/gp_webpay `lib/gp_webpay/http/http_request.rb`). LANG is not signed.
 */
export const REQUEST_FIELDS = [
  'MERCHANTNUMBER',
  'OPERATION',
  'ORDERNUMBER',
  'AMOUNT',
  'CURRENCY',
  'DEPOSITFLAG',
  'MERORDERNUM',
  'URL',
  'DESCRIPTION',
  'MD',
  'USERPARAM1',
  'FASTPAYID',
  'PAYMETHOD',
  'DISABLEPAYMETHOD',
  'PAYMETHODS',
  'EMAIL',
  'REFERENCENUMBER',
  'ADDINFO',
  'TOKEN',
  'FASTTOKEN',
] as const;

/**
 * The answer's fields in the order DIGEST signs them (lubosch/gp_webpay
 * `lib/gp_webpay/http/validate_result.rb` checks the same order; the later ones are newer fields).
 */
export const RESPONSE_FIELDS = [
  'OPERATION',
  'ORDERNUMBER',
  'MERORDERNUM',
  'MD',
  'PRCODE',
  'SRCODE',
  'RESULTTEXT',
  'USERPARAM1',
  'ADDINFO',
  'TOKEN',
  'EXPIRY',
  'ACSRES',
  'ACCODE',
  'PANPATTERN',
  'DAYTOCAPTURE',
  'TOKENREGSTATUS',
  'ACRC',
  'RRN',
  'PAR',
  'TRACEID',
] as const;

export type RequestField = (typeof REQUEST_FIELDS)[number];
export type ResponseField = (typeof RESPONSE_FIELDS)[number];

/** The values of the fields present, in protocol order, joined with `|` (absent fields leave no gap). */
function digestInput(order: readonly string[], fields: Readonly<Record<string, string | undefined>>) {
  return order
    .filter((name) => typeof fields[name] === 'string')
    .map((name) => fields[name])
    .join('|');
}

export const requestDigestInput = (fields: Readonly<Record<string, string | undefined>>) =>
  digestInput(REQUEST_FIELDS, fields);

export const responseDigestInput = (fields: Readonly<Record<string, string | undefined>>) =>
  digestInput(RESPONSE_FIELDS, fields);

/** A private key from PEM, decrypted with `password` when the PEM is encrypted (GP webpay's usually are). */
export function loadPrivateKey(pem: string | Buffer, password?: string | null): KeyObject {
  return createPrivateKey(password ? { key: pem, format: 'pem', passphrase: password } : pem);
}

/** A public key from PEM: a public key or an X.509 certificate (GP webpay hands out a certificate). */
export function loadPublicKey(pem: string | Buffer): KeyObject {
  return createPublicKey(pem);
}

/** RSA PKCS#1 v1.5 with SHA-1, Base64: what GP webpay uses for DIGEST, DIGEST1 and the web service. */
export function sign(input: string, privateKey: KeyObject): string {
  return createSign('RSA-SHA1').update(input, 'utf8').sign(privateKey, 'base64');
}

/** Whether `signature` (Base64) signs `input`; anything malformed is simply not a valid signature. */
export function verify(input: string, signature: string | undefined, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA1').update(input, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The request's fields with DIGEST added, signed by the merchant. */
export function signRequest<T extends Record<string, string>>(fields: T, merchantKey: KeyObject) {
  return { ...fields, DIGEST: sign(requestDigestInput(fields), merchantKey) };
}

/** The answer's fields with DIGEST and DIGEST1 added, signed by the gateway. */
export function signResponse<T extends Record<string, string>>(
  fields: T,
  merchantNumber: string,
  gatewayKey: KeyObject,
) {
  const input = responseDigestInput(fields);
  return {
    ...fields,
    DIGEST: sign(input, gatewayKey),
    DIGEST1: sign(`${input}|${merchantNumber}`, gatewayKey),
  };
}

export type DigestCheck = { valid: true } | { valid: false; reason: string };

/**
 * Checks an answer of the gateway: DIGEST over the response fields present and DIGEST1 over the same
 * plus `|MERCHANTNUMBER` (the merchant number is not in the answer: ours is appended, so an answer
 * made for another merchant fails). Both must be there and both must verify.
 */
export function verifyResponse(
  fields: Readonly<Record<string, string | undefined>>,
  merchantNumber: string,
  gatewayKey: KeyObject,
): DigestCheck {
  if (!fields.DIGEST || !fields.DIGEST1) return { valid: false, reason: 'DIGEST or DIGEST1 is missing' };
  const input = responseDigestInput(fields);
  if (!verify(input, fields.DIGEST, gatewayKey)) return { valid: false, reason: 'DIGEST does not verify' };
  if (!verify(`${input}|${merchantNumber}`, fields.DIGEST1, gatewayKey))
    return { valid: false, reason: 'DIGEST1 does not verify' };
  return { valid: true };
}

/** Checks a request's DIGEST with the merchant's public key (what the gateway, here the simulator, does). */
export function verifyRequest(
  fields: Readonly<Record<string, string | undefined>>,
  merchantKey: KeyObject,
): boolean {
  return verify(requestDigestInput(fields), fields.DIGEST, merchantKey);
}
