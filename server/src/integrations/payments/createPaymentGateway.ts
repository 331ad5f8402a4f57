import { readFile } from 'node:fs/promises';
import type { Config } from '../../config';
import { createGpWebpayGateway } from './gpwebpay/client';
import { loadPrivateKey, loadPublicKey } from './gpwebpay/digest';
import type { PaymentGateway } from './gateway';
import { SIMULATOR_MERCHANT_NUMBER, SIMULATOR_PROVIDER, simulatorKeys } from './simulator/keys';

/**
 * The gateway the configuration chooses. GP webpay's keys are read at once, so a wrong path or
 * password stops the start; the simulator's key pairs are made (or read) on first use.
 */
export async function createPaymentGateway(
  config: Config['payments'],
  options: { fetch?: typeof fetch } = {},
): Promise<PaymentGateway> {
  if (config.kind === 'gpwebpay') {
    const [privatePem, publicPem] = await Promise.all([
      readFile(config.privateKeyFile),
      readFile(config.publicKeyFile),
    ]);
    const keys = {
      merchantPrivateKey: loadPrivateKey(privatePem, config.privateKeyPassword),
      gatewayPublicKey: loadPublicKey(publicPem),
    };
    return createGpWebpayGateway({
      gatewayUrl: config.gatewayUrl,
      wsUrl: config.wsUrl,
      merchantNumber: config.merchantNumber,
      provider: config.provider,
      keys: async () => keys,
      fetch: options.fetch,
    });
  }
  return createGpWebpayGateway({
    gatewayUrl: config.gatewayUrl,
    wsUrl: config.wsUrl,
    merchantNumber: SIMULATOR_MERCHANT_NUMBER,
    provider: SIMULATOR_PROVIDER,
    keys: async () => {
      const keys = await simulatorKeys(config.dir);
      return { merchantPrivateKey: keys.merchant.privateKey, gatewayPublicKey: keys.gateway.publicKey };
    },
    fetch: options.fetch,
  });
}
