import { cryptoCurrencyLabel } from './crypto-label';

it("reads a gateway's token-on-chain ticker with its chain, and a coin ticker upper-cased", () => {
  expect(cryptoCurrencyLabel('usdttrc20')).toBe('USDT (TRC-20)');
  expect(cryptoCurrencyLabel('usdterc20')).toBe('USDT (ERC-20)');
  expect(cryptoCurrencyLabel('btc')).toBe('BTC');
  expect(cryptoCurrencyLabel('usdc')).toBe('USDC');
});
