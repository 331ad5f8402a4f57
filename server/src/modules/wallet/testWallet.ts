import { createHash, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import forge from 'node-forge';

/**
 * Test credentials and stand-ins of the wallets (tests only): a test CA in the place of Apple's
 * WWDR, a pass type certificate it issued with a passphrase-protected key, a Google service
 * account's key, and local stand-ins of Apple's push service and Google's Wallet REST API.
 */

export const TEST_PASS_TYPE_ID = 'pass.cz.tribuna.test';
export const TEST_TEAM_ID = 'TRIBUNA123';
export const TEST_GOOGLE_ISSUER_ID = '3388000000022222222';
export const TEST_GOOGLE_ACCOUNT = 'wallet@tribuna-test.iam.gserviceaccount.com';
const PASSPHRASE = 'pass key secret';

function rsaKeys() {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    encryptedPem: (passphrase: string) =>
      privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }).toString(),
  };
}

function certificate(options: {
  subject: string;
  publicPem: string;
  issuer: forge.pki.Certificate | null;
  signingKeyPem: string;
  ca: boolean;
  /** A server's address (its certificate names it, as TLS clients check). */
  ip?: string;
}): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicPem);
  cert.serialNumber = createHash('sha1').update(options.subject).digest('hex').slice(0, 16);
  cert.validity.notBefore = new Date(Date.now() - 24 * 3_600_000);
  cert.validity.notAfter = new Date(Date.now() + 365 * 24 * 3_600_000);
  const subject = [{ name: 'commonName', value: options.subject }];
  cert.setSubject(subject);
  cert.setIssuer(options.issuer ? options.issuer.subject.attributes : subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.ca },
    { name: 'keyUsage', keyCertSign: options.ca, digitalSignature: true, keyEncipherment: true },
    ...(options.ip ? [{ name: 'subjectAltName', altNames: [{ type: 7, ip: options.ip }] }] : []),
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return cert;
}

export interface TestWalletCredentials {
  /** The test CA's certificate (in the place of Apple's WWDR). */
  wwdrPem: string;
  passCertificatePem: string;
  /** The pass type key, encrypted with `passphrase`. */
  passKeyPem: string;
  passphrase: string;
  googlePrivatePem: string;
  googlePublicPem: string;
  /** A TLS server's certificate for 127.0.0.1 issued by the CA (the push service's stand-in over TLS). */
  serverCertificatePem: string;
  serverKeyPem: string;
}

/** New credentials (a few RSA keys: made once per test file). */
export function testWalletCredentials(): TestWalletCredentials {
  const ca = rsaKeys();
  const caCert = certificate({
    subject: 'Tribuna Test WWDR',
    publicPem: ca.publicPem,
    issuer: null,
    signingKeyPem: ca.privatePem,
    ca: true,
  });
  const pass = rsaKeys();
  const passCert = certificate({
    subject: `Pass Type ID: ${TEST_PASS_TYPE_ID}`,
    publicPem: pass.publicPem,
    issuer: caCert,
    signingKeyPem: ca.privatePem,
    ca: false,
  });
  const google = rsaKeys();
  const server = rsaKeys();
  const serverCert = certificate({
    subject: '127.0.0.1',
    publicPem: server.publicPem,
    issuer: caCert,
    signingKeyPem: ca.privatePem,
    ca: false,
    ip: '127.0.0.1',
  });
  return {
    wwdrPem: forge.pki.certificateToPem(caCert),
    passCertificatePem: forge.pki.certificateToPem(passCert),
    passKeyPem: pass.encryptedPem(PASSPHRASE),
    passphrase: PASSPHRASE,
    googlePrivatePem: google.privatePem,
    googlePublicPem: google.publicPem,
    serverCertificatePem: forge.pki.certificateToPem(serverCert),
    serverKeyPem: server.privatePem,
  };
}

/** The configuration of both wallets with these credentials and stand-ins. */
export function walletSettings(
  credentials: TestWalletCredentials,
  standIns: { apnsUrl: string; googleUrl: string },
): Record<string, string> {
  return {
    WALLET_APPLE_PASS_TYPE_ID: TEST_PASS_TYPE_ID,
    WALLET_APPLE_TEAM_ID: TEST_TEAM_ID,
    WALLET_APPLE_CERTIFICATE: credentials.passCertificatePem,
    WALLET_APPLE_KEY: credentials.passKeyPem,
    WALLET_APPLE_KEY_PASSPHRASE: credentials.passphrase,
    WALLET_APPLE_WWDR_CERTIFICATE: credentials.wwdrPem,
    WALLET_APPLE_APNS_URL: standIns.apnsUrl,
    WALLET_GOOGLE_ISSUER_ID: TEST_GOOGLE_ISSUER_ID,
    WALLET_GOOGLE_SERVICE_ACCOUNT_EMAIL: TEST_GOOGLE_ACCOUNT,
    WALLET_GOOGLE_PRIVATE_KEY: credentials.googlePrivatePem,
    WALLET_GOOGLE_API_URL: `${standIns.googleUrl}/walletobjects/v1`,
    WALLET_GOOGLE_TOKEN_URL: `${standIns.googleUrl}/token`,
  };
}

/** Apple's push service as a local HTTP/2 server (cleartext): it records each push it is sent. */
export async function apnsStandIn() {
  const pushes: { token: string; topic: string; body: string }[] = [];
  /** Tokens Apple would answer 410 Unregistered. */
  const unregistered = new Set<string>();
  const server = http2.createServer();
  server.on('stream', (stream, headers) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const token = decodeURIComponent(String(headers[':path']).replace('/3/device/', ''));
      pushes.push({ token, topic: String(headers['apns-topic']), body: Buffer.concat(chunks).toString() });
      if (unregistered.has(token)) {
        stream.respond({ ':status': 410, 'content-type': 'application/json' });
        stream.end(JSON.stringify({ reason: 'Unregistered' }));
      } else {
        stream.respond({ ':status': 200 });
        stream.end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    pushes,
    unregistered,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString()));
  });

/**
 * Google's OAuth token endpoint and Wallet REST API as a local server: it hands out a token for a
 * JWT assertion, records each object and class update, and knows the objects and classes `saved`
 * names (others: 404).
 */
export async function googleStandIn() {
  const assertions: string[] = [];
  const patches: { objectId: string; authorization: string; body: { state?: string } }[] = [];
  const classPatches: {
    classId: string;
    body: { venue?: { name: unknown }; dateTime?: { start: string; end: string } };
  }[] = [];
  const saved = new Set<string>();
  /** Answers to give the next updates instead of success (e.g. 500 for an outage). */
  const failures: number[] = [];
  const server: Server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      if (request.method === 'POST' && request.url === '/token') {
        assertions.push(new URLSearchParams(body).get('assertion') ?? '');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ access_token: 'test-access-token', expires_in: 3600, token_type: 'Bearer' }),
        );
        return;
      }
      const classMatch = /^\/walletobjects\/v1\/eventTicketClass\/(.+)$/.exec(request.url ?? '');
      if (request.method === 'PATCH' && classMatch) {
        const classId = decodeURIComponent(classMatch[1]!);
        classPatches.push({ classId, body: JSON.parse(body) });
        response.writeHead(saved.has(classId) ? 200 : 404, { 'content-type': 'application/json' });
        response.end(JSON.stringify(saved.has(classId) ? { id: classId } : { error: { code: 404 } }));
        return;
      }
      const match = /^\/walletobjects\/v1\/eventTicketObject\/(.+)$/.exec(request.url ?? '');
      if (request.method === 'PATCH' && match) {
        const objectId = decodeURIComponent(match[1]!);
        patches.push({
          objectId,
          authorization: request.headers.authorization ?? '',
          body: JSON.parse(body),
        });
        const failure = failures.shift();
        const status = failure ?? (saved.has(objectId) ? 200 : 404);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            status === 200 ? { id: objectId, ...JSON.parse(body) } : { error: { code: status } },
          ),
        );
        return;
      }
      response.writeHead(404);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    assertions,
    patches,
    classPatches,
    saved,
    failures,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Verifies a pass's detached PKCS#7 signature of its manifest: by the pass certificate, issued by the CA. */
export function verifyPassSignature(
  manifest: Buffer,
  signature: Buffer,
  credentials: TestWalletCredentials,
): { signerSubject: string; certificates: string[] } {
  const asn1 = forge.asn1;
  const message = forge.pkcs7.messageFromAsn1(asn1.fromDer(signature.toString('binary'))) as unknown as {
    rawCapture: { content?: unknown; signerInfos: forge.asn1.Asn1[] };
    certificates: forge.pki.Certificate[];
  };
  if (message.rawCapture.content) throw new Error('the signature is not detached');
  const [signerInfo] = message.rawCapture.signerInfos;
  if (!signerInfo || message.rawCapture.signerInfos.length !== 1) throw new Error('not one signer');
  // SignerInfo: version, issuer and serial, digest algorithm, [0] signed attributes, signature
  // algorithm, signature (RFC 2315 9.2).
  const parts = signerInfo.value as forge.asn1.Asn1[];
  const signedAttributes = parts.find(
    (part) => part.tagClass === asn1.Class.CONTEXT_SPECIFIC && part.type === 0,
  );
  const signatureNode = parts.find(
    (part) => part.tagClass === asn1.Class.UNIVERSAL && part.type === asn1.Type.OCTETSTRING,
  );
  if (!signedAttributes || !signatureNode) throw new Error('bad SignerInfo');
  const capture = {
    authenticatedAttributes: signedAttributes.value as forge.asn1.Asn1[],
    signature: signatureNode.value as string,
    digestAlgorithm: (parts[2]!.value as forge.asn1.Asn1[])[0]!.value as string,
  };
  const attributes = capture.authenticatedAttributes ?? [];
  const digestOid = asn1.derToOid(capture.digestAlgorithm!);
  const digester = () =>
    digestOid === forge.pki.oids.sha256 ? forge.md.sha256.create() : forge.md.sha1.create();
  // The signed digest of the manifest is the messageDigest attribute.
  const digestAttribute = attributes.find(
    (attribute) =>
      asn1.derToOid((attribute.value as forge.asn1.Asn1[])[0]!.value as string) ===
      forge.pki.oids.messageDigest,
  );
  if (!digestAttribute) throw new Error('no messageDigest attribute');
  const digestValue = ((digestAttribute.value as forge.asn1.Asn1[])[1]!.value as forge.asn1.Asn1[])[0]!
    .value as string;
  const manifestDigest = digester().update(manifest.toString('binary')).digest().bytes();
  if (digestValue !== manifestDigest) throw new Error("the signature's digest is not the manifest's");
  // The signature covers the attributes as a DER SET OF.
  const signedBytes = asn1
    .toDer(asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, attributes))
    .getBytes();
  const passCert = forge.pki.certificateFromPem(credentials.passCertificatePem);
  const signed = digester().update(signedBytes).digest().bytes();
  if (!(passCert.publicKey as forge.pki.rsa.PublicKey).verify(signed, capture.signature!))
    throw new Error('the signature does not verify with the pass certificate');
  const ca = forge.pki.certificateFromPem(credentials.wwdrPem);
  if (!forge.pki.verifyCertificateChain(forge.pki.createCaStore([ca]), [passCert]))
    throw new Error('the pass certificate is not issued by the CA');
  const name = (cert: forge.pki.Certificate) => String(cert.subject.getField('CN')?.value ?? '');
  return { signerSubject: name(passCert), certificates: message.certificates.map(name) };
}
