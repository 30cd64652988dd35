import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ServiceDetail } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { cartStore, useLocale } from '@mp/shared/stores';
import { showAddedToCart } from '../lib/added-to-cart';
import { Button, TextField } from '@mp/shared/ui';
import { giftCardCartItem, validateGiftCard } from '../lib/gift-card';

const Box = styled.aside`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  align-self: start;
  fieldset {
    border: 0;
    padding: 0;
    margin: 0 0 16px;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 36px;
  }
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 80px;
    font: inherit;
    padding: 8px;
    border-radius: 8px;
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

/** Gift card choice on its service page: value, recipient, message → cart (price = value, spec §9). */
export function GiftCardBox({ service }: { service: ServiceDetail }): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const pathTo = usePathTo();
  const values = service.gift_card_values_cents ?? [];
  const [value, setValue] = useState(values[0] ?? 0);
  const [recipientName, setName] = useState('');
  const [recipientEmail, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = () => {
    const choice = { value_cents: value, recipientName, recipientEmail, message };
    const found = validateGiftCard(choice, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    const item = giftCardCartItem(service, choice);
    cartStore.getState().addItem(item);
    showAddedToCart(t('service.added', { name: service.name }), { label: t('service.viewCart'), href: pathTo('cart') });
  };
  const drop = (key: string) => setErrors(({ [key]: _x, ...rest }) => rest);
  return (
    <Box aria-labelledby="gift-heading">
      <h2 id="gift-heading">{t('giftCards.choose')}</h2>
      <fieldset>
        <legend>{t('giftCards.value')}</legend>
        {values.map((v) => (
          <label key={v}>
            <input
              type="radio"
              name="gift-value"
              checked={value === v}
              onChange={() => {
                setValue(v);
                drop('value');
              }}
            />
            {formatMoney(v, locale)}
          </label>
        ))}
        {errors.value && <p className="error">{t(errors.value)}</p>}
      </fieldset>
      <TextField
        label={t('giftCards.recipientName')}
        value={recipientName}
        required
        error={errors.recipientName ? t(errors.recipientName) : undefined}
        onChange={(e) => {
          setName(e.target.value);
          drop('recipientName');
        }}
      />
      <TextField
        label={t('giftCards.recipientEmail')}
        type="email"
        value={recipientEmail}
        required
        error={errors.recipientEmail ? t(errors.recipientEmail) : undefined}
        onChange={(e) => {
          setEmail(e.target.value);
          drop('recipientEmail');
        }}
      />
      <label htmlFor="gift-message" style={{ fontWeight: 600 }}>
        {t('giftCards.message')}
      </label>
      <textarea id="gift-message" maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
      <p aria-live="polite">
        <strong>{t('service.total', { price: formatMoney(value, locale) })}</strong>
      </p>
      <Button block onClick={add} disabled={values.length === 0}>
        {t('service.addToCart')}
      </Button>
    </Box>
  );
}
