// Picks the implementation of each method from config (PAYMENT_PROVIDER_<METHOD>). Only the sandboxes ship; a real
// gateway is added to GATEWAYS under its name and selected by configuration, with no change to the checkout code.
import type { PaymentConfig } from './config';
import type { CallbackDelivery, PaymentProvider, ProviderMethod } from './provider';
import { CardSandbox } from './sandbox/card';
import { CryptoSandbox } from './sandbox/crypto';
import { MbwaySandbox } from './sandbox/mbway';
import { PaypalSandbox } from './sandbox/paypal';

export interface Providers {
  card: PaymentProvider;
  paypal: PaymentProvider;
  mbway: PaymentProvider;
  crypto: PaymentProvider;
  get(method: ProviderMethod): PaymentProvider;
  /** Lets in-flight sandbox webhooks land and stops their timers. */
  drain(): Promise<void>;
}

type Factory = (config: PaymentConfig, deliver: CallbackDelivery) => PaymentProvider;

const GATEWAYS: Record<ProviderMethod, Record<string, Factory>> = {
  card: { sandbox: (c, deliver) => new CardSandbox({ secret: c.secrets.card, deliver }) },
  paypal: { sandbox: (c, deliver) => new PaypalSandbox({ secret: c.secrets.paypal, deliver }) },
  mbway: { sandbox: (c, deliver) => new MbwaySandbox({ secret: c.secrets.mbway, deliver }, c.mbwayTtlSeconds, c.sandboxMbwayAutoApproveMs) },
  crypto: { sandbox: (c, deliver) => new CryptoSandbox({ secret: c.secrets.crypto, deliver }, c.cryptoTtlSeconds) },
};

export function createProviders(config: PaymentConfig, deliver: CallbackDelivery): Providers {
  const make = (method: ProviderMethod) => {
    const factory = GATEWAYS[method][config.providers[method]];
    if (!factory) throw new Error(`PAYMENT_PROVIDER_${method.toUpperCase()}=${config.providers[method]}: no such gateway is registered`);
    return factory(config, deliver);
  };
  const providers = { card: make('card'), paypal: make('paypal'), mbway: make('mbway'), crypto: make('crypto') };
  return {
    ...providers,
    get: (method) => providers[method],
    async drain() {
      await Promise.all(
        Object.values(providers).map((p) => ('drain' in p && typeof p.drain === 'function' ? (p.drain as () => Promise<void>)() : undefined)),
      );
    },
  };
}
