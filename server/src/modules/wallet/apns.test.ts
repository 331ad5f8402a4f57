import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApnsClient } from './apns';
import { TEST_PASS_TYPE_ID, testWalletCredentials } from './testWallet';

const credentials = testWalletCredentials();
let server: http2.Http2SecureServer;
let url: string;
const seen: { token: string; topic: string; clientCertificate: string; body: string }[] = [];

beforeAll(async () => {
  // Apple's push service over TLS, as Apple runs it: it takes a connection only with a client
  // certificate it trusts (the pass type's) and answers each push by its status and reason.
  server = http2.createSecureServer({
    key: credentials.serverKeyPem,
    cert: credentials.serverCertificatePem,
    ca: credentials.wwdrPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const token = String(headers[':path']).replace('/3/device/', '');
      const peer = (stream.session?.socket as TLSSocket).getPeerCertificate();
      seen.push({
        token,
        topic: String(headers['apns-topic']),
        clientCertificate: String(peer.subject.CN),
        body: Buffer.concat(chunks).toString(),
      });
      const answer =
        token === 'gone'
          ? { status: 410, reason: 'Unregistered' }
          : token === 'broken'
            ? { status: 500, reason: 'InternalServerError' }
            : { status: 200, reason: null };
      stream.respond({ ':status': answer.status, 'content-type': 'application/json' });
      stream.end(answer.reason ? JSON.stringify({ reason: answer.reason }) : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (certificate = credentials.passCertificatePem) =>
  createApnsClient({
    url,
    topic: TEST_PASS_TYPE_ID,
    certificate,
    key: credentials.passKeyPem,
    passphrase: credentials.passphrase,
    ca: credentials.wwdrPem,
  });

describe("Apple's push service client", () => {
  it('pushes an empty notification on the pass type, authenticated by the pass certificate', async () => {
    const apns = client();
    try {
      expect(await apns.push('device-a')).toBe('sent');
      expect(await apns.push('device-b')).toBe('sent');
      expect(await apns.push('gone')).toBe('unregistered');
      await expect(apns.push('broken')).rejects.toThrow('APNs answered 500: InternalServerError');
    } finally {
      apns.close();
    }
    expect(seen.map(({ token }) => token)).toEqual(['device-a', 'device-b', 'gone', 'broken']);
    for (const push of seen) {
      expect(push.topic).toBe(TEST_PASS_TYPE_ID);
      expect(push.clientCertificate).toBe(`Pass Type ID: ${TEST_PASS_TYPE_ID}`);
      expect(push.body).toBe('{}');
    }
  });

  it('fails when the service does not trust the certificate, and a later push connects again', async () => {
    // Another CA's pass certificate: the service ends the handshake.
    const stranger = testWalletCredentials();
    const refused = createApnsClient({
      url,
      topic: TEST_PASS_TYPE_ID,
      certificate: stranger.passCertificatePem,
      key: stranger.passKeyPem,
      passphrase: stranger.passphrase,
      ca: credentials.wwdrPem,
    });
    try {
      await expect(refused.push('device-c')).rejects.toThrow();
    } finally {
      refused.close();
    }
    expect(seen.map(({ token }) => token)).not.toContain('device-c');
    const apns = client();
    try {
      expect(await apns.push('device-d')).toBe('sent');
      apns.close();
      expect(await apns.push('device-e')).toBe('sent');
    } finally {
      apns.close();
    }
  });
});
