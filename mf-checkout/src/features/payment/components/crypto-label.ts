/**
 * How a crypto gateway's ticker reads on the payment screen: NOWPayments names a token by its chain
 * ("usdttrc20"), which reads "USDT (TRC-20)"; a plain coin ticker is just upper-cased.
 */
const CHAINS: Readonly<Record<string, string>> = {
  trc20: 'TRC-20',
  erc20: 'ERC-20',
  bsc: 'BEP-20',
  sol: 'Solana',
  matic: 'Polygon',
};

export function cryptoCurrencyLabel(ticker: string): string {
  const lower = ticker.toLowerCase();
  for (const [suffix, chain] of Object.entries(CHAINS)) {
    if (lower.length > suffix.length + 2 && lower.endsWith(suffix))
      return `${lower.slice(0, -suffix.length).toUpperCase()} (${chain})`;
  }
  return lower.toUpperCase();
}
