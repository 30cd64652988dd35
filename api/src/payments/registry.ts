// Picks the implementation of each method from config (PAYMENT_PROVIDER_<METHOD>): the sandboxes (the default) or a
// real gateway registered in GATEWAYS under its name, selected by configuration with no change to the checkout code
// (docs/adr/037-payment-gateways.md).
import type { Db } from '../db/client';
import type { PaymentConfig } from './config';
import type { CallbackDelivery, PaymentProvider, ProviderMethod } from './provider';
import { NowpaymentsAdapter } from './nowpayments/adapter';
import { PaypalAdapter } from './paypal/adapter';
import { CardSandbox } from './sandbox/card';
import { CryptoSandbox } from './sandbox/crypto';
import { MbwaySandbox } from './sandbox/mbway';
import { PaypalSandbox } from './sandbox/paypal';
import { SandboxStore } from './sandbox/store';
import { StripeGateway } from './stripe/gateway';

export interface Providers {
  card: PaymentProvider;
  paypal: PaymentProvider;
  mbway: PaymentProvider;
  crypto: PaymentProvider;
  get(method: ProviderMethod): PaymentProvider;
  /** Picks up what the sandboxes still had to do when the API stopped (test phones' answers); run once at start. */
  resume(): Promise<void>;
  /** Lets in-flight sandbox webhooks land and stops their timers. */
  drain(): Promise<void>;
}

/** `db`: the API's database, where the sandboxes keep their own ledger (a real gateway has its own and ignores it). */
type Factory = (config: PaymentConfig, deliver: CallbackDelivery, db: Db) => PaymentProvider;

const storeOf = (db: Db) => new SandboxStore(db);

/** config.ts loads a gateway's settings whenever it is chosen; absent here means the config was built by hand. */
function required<T>(settings: T | null, name: string): T {
  if (!settings) throw new Error(`the ${name} gateway is chosen but its settings were not loaded`);
  return settings;
}

/** Stripe takes cards and MB WAY. */
const stripe =
  (method: 'card' | 'mbway'): Factory =>
  (c, _deliver, db) =>
    new StripeGateway({ method, settings: required(c.stripe, 'stripe'), db, mbwayTtlSeconds: c.mbwayTtlSeconds });

const GATEWAYS: Record<ProviderMethod, Record<string, Factory>> = {
  card: {
    sandbox: (c, deliver, db) => new CardSandbox({ secret: c.secrets.card, deliver, store: storeOf(db) }),
    stripe: stripe('card'),
  },
  paypal: {
    sandbox: (c, deliver, db) => new PaypalSandbox({ secret: c.secrets.paypal, deliver, store: storeOf(db) }),
    paypal: (c, _deliver, db) =>
      new PaypalAdapter({ settings: required(c.paypal, 'paypal'), db, publicUrl: c.publicUrl }),
  },
  mbway: {
    sandbox: (c, deliver, db) =>
      new MbwaySandbox(
        { secret: c.secrets.mbway, deliver, store: storeOf(db) },
        c.mbwayTtlSeconds,
        c.sandboxMbwayAutoApproveMs,
      ),
    stripe: stripe('mbway'),
  },
  crypto: {
    sandbox: (c, deliver, db) =>
      new CryptoSandbox({ secret: c.secrets.crypto, deliver, store: storeOf(db) }, c.cryptoTtlSeconds),
    nowpayments: (c, _deliver, db) =>
      new NowpaymentsAdapter({ settings: required(c.nowpayments, 'nowpayments'), db, publicUrl: c.publicUrl }),
  },
};

export function createProviders(config: PaymentConfig, deliver: CallbackDelivery, db: Db): Providers {
  const make = (method: ProviderMethod) => {
    const factory = GATEWAYS[method][config.providers[method]];
    if (!factory)
      throw new Error(
        `PAYMENT_PROVIDER_${method.toUpperCase()}=${config.providers[method]}: no such gateway is registered`,
      );
    return factory(config, deliver, db);
  };
  const providers = { card: make('card'), paypal: make('paypal'), mbway: make('mbway'), crypto: make('crypto') };
  return {
    ...providers,
    get: (method) => providers[method],
    async resume() {
      for (const p of Object.values(providers))
        if ('resume' in p && typeof p.resume === 'function') await (p.resume as () => Promise<void>).call(p);
    },
    async drain() {
      await Promise.all(
        Object.values(providers).map((p) =>
          'drain' in p && typeof p.drain === 'function' ? (p.drain as () => Promise<void>)() : undefined,
        ),
      );
    },
  };
}
