export const paymentKeys = {
  mode: ['checkout', 'payment-mode'] as const,
  cryptoCurrencies: ['checkout', 'crypto-currencies'] as const,
  cryptoMinimum: (currency: string) => ['checkout', 'crypto-min', currency] as const,
  cryptoPrice: (currency: string, totalCents: number) => ['checkout', 'crypto-price', currency, totalCents] as const,
};
