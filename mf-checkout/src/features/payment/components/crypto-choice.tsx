import { useEffect, type ReactNode } from 'react';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { ErrorNotice, SelectField } from '@mp/shared/ui';
import { useCryptoCurrencies } from '../api/get-crypto-currencies';
import { useCryptoMinAmount } from '../api/get-crypto-min-amount';
import { useCryptoPrice } from '../api/get-crypto-price';
import { cryptoCurrencyLabel } from './crypto-label';

/** Spec §3/§7 crypto: the currency list, its minimum amount and the cart total's price in it. */
export function CryptoChoice({
  currency,
  onCurrency,
  totalCents,
  error,
  onBelowMinimum,
}: {
  currency: string;
  onCurrency: (c: string) => void;
  totalCents: number;
  error: string | undefined;
  onBelowMinimum: (below: boolean) => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const currencies = useCryptoCurrencies();
  const minimum = useCryptoMinAmount(currency);
  const price = useCryptoPrice(currency, totalCents);
  const below = minimum.data ? totalCents < minimum.data.min_amount_eur_cents : false;
  useEffect(() => onBelowMinimum(below), [below, onBelowMinimum]);

  return (
    <div>
      <SelectField
        id="pay_currency"
        label={t('payment.crypto.currency')}
        placeholder={t('payment.crypto.choose')}
        options={(currencies.data ?? []).map((c) => ({ value: c, label: cryptoCurrencyLabel(c) }))}
        value={currency}
        error={error}
        onChange={(e) => onCurrency(e.target.value)}
      />
      <div aria-live="polite">
        {minimum.data && (
          <p data-testid="crypto-min">
            {t('payment.crypto.minimum', {
              amount: `${minimum.data.min_amount} ${cryptoCurrencyLabel(currency)}`,
              eur: formatMoney(minimum.data.min_amount_eur_cents, locale),
            })}
          </p>
        )}
        {price.data && (
          <p data-testid="crypto-price">
            {t('payment.crypto.price', {
              total: formatMoney(totalCents, locale),
              amount: `${price.data.estimated_amount} ${cryptoCurrencyLabel(currency)}`,
            })}
          </p>
        )}
        {below && <ErrorNotice role="alert">{t('payment.crypto.belowMinimum')}</ErrorNotice>}
      </div>
    </div>
  );
}
