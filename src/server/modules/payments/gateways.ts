import type { Config } from '../../config.ts';
import type { Secrets } from '../../platform/secrets.ts';

export type Provider = 'azericard' | 'test';

/** The terminal id of the built-in test bank (8 characters, like the bank's). */
export const TEST_TERMINAL = 'TESTBANK';
/** Where the gateway posts its answer (server to server): the shop's callback, authenticated by its signature. */
export const CALLBACK_PATH = '/api/payments/azericard/callback';
/** Where the gateway sends the shopper's browser back (BACKREF), with `?ref=` the payment reference. */
export const RETURN_PATH = '/payment/return';
/** Where the test bank takes the shop's form, on the shop's own origin (mounted only with PAYMENT_GATEWAY=test). */
export const TEST_BANK_PATH = '/test-bank/cgi_link';

export interface GatewaySettings {
  provider: Provider;
  /** the gateway's form address; the test bank's is on the shop's origin */
  url: (shopOrigin: string) => string;
  terminal: string;
  /** the MAC key, hex; undefined when this gateway is not configured */
  key: string | undefined;
  merchName: string;
  merchGmt: string;
}

/**
 * The terminal a provider signs with: the real gateway's from AZERICARD_* (config), the test bank's from the
 * generated secret `testGatewayKey` and a fixed terminal id. Both speak the same protocol.
 */
export function gatewaySettings(
  provider: Provider,
  config: Pick<Config, 'payments' | 'siteTitle'>,
  secrets: Pick<Secrets, 'testGatewayKey'>,
): GatewaySettings {
  const az = config.payments.azericard;
  const merchName = az.merchName ?? config.siteTitle;
  if (provider === 'test') {
    return {
      provider,
      url: (origin) => `${origin}${TEST_BANK_PATH}`,
      terminal: TEST_TERMINAL,
      key: secrets.testGatewayKey,
      merchName,
      merchGmt: az.merchGmt,
    };
  }
  return {
    provider,
    url: () => az.url ?? '',
    terminal: az.terminal ?? '',
    key: az.key,
    merchName,
    merchGmt: az.merchGmt,
  };
}
