import { generateKeyPair, type KeyObject } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadPrivateKey, loadPublicKey } from '../gpwebpay/digest';

/** Who Tribuna is at the simulator (any digits would do: the simulator knows one merchant). */
export const SIMULATOR_MERCHANT_NUMBER = '1234567890';
export const SIMULATOR_PROVIDER = '0100';

export interface KeyPair {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface SimulatorKeys {
  /** Tribuna's pair as the simulator's merchant: it signs requests, the simulator checks them. */
  merchant: KeyPair;
  /** The simulated gateway's pair: it signs answers, Tribuna checks them. */
  gateway: KeyPair;
}

const generate = promisify(generateKeyPair);
const pairs = ['merchant', 'gateway'] as const;

async function readPairs(dir: string): Promise<SimulatorKeys> {
  const entries = await Promise.all(
    pairs.map(async (name) => {
      const [privatePem, publicPem] = await Promise.all([
        readFile(path.join(dir, `${name}-private.pem`)),
        readFile(path.join(dir, `${name}-public.pem`)),
      ]);
      return [name, { privateKey: loadPrivateKey(privatePem), publicKey: loadPublicKey(publicPem) }] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as SimulatorKeys;
}

/**
 * Makes both RSA-2048 pairs as PEM files in a fresh folder and renames it into place: the rename
 * either lands or finds the folder there already (another process, e.g. a parallel test file, won
 * the race), so nobody ever reads half a pair.
 */
async function createPairs(dir: string): Promise<void> {
  await mkdir(path.dirname(dir), { recursive: true });
  const staging = await mkdtemp(`${dir}.tmp-`);
  try {
    for (const name of pairs) {
      const { privateKey, publicKey } = await generate('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      });
      await writeFile(path.join(staging, `${name}-private.pem`), privateKey, { mode: 0o600 });
      await writeFile(path.join(staging, `${name}-public.pem`), publicKey);
    }
    await rename(staging, dir).catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOTEMPTY' && e.code !== 'EEXIST') throw e;
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

const loaded = new Map<string, Promise<SimulatorKeys>>();

/** The simulator's key pairs in `dataDir/keys`, made on first use and the same ever after. */
export function simulatorKeys(dataDir: string): Promise<SimulatorKeys> {
  const dir = path.join(dataDir, 'keys');
  let keys = loaded.get(dir);
  if (!keys) {
    keys = readPairs(dir).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
      await createPairs(dir);
      return readPairs(dir);
    });
    // A failure (a read-only disk) is not remembered: the next request tries again.
    keys.catch(() => loaded.delete(dir));
    loaded.set(dir, keys);
  }
  return keys;
}
