import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { SelectField, TextField } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { ApiError } from '@mp/shared/api';
import { eurosToCents } from '@mp/shared/domain';
import type { ServicePriceChange, ServicesBulkUpdateBody } from '@mp/shared/contracts';
import { useBulkUpdateServices, usePreviewServicePrices } from './api/bulk-update-services';
import { PricePreviewTable } from './price-preview-table';

type Mode = 'amount' | 'percent';
type DiscountChoice = NonNullable<ServicesBulkUpdateBody['discount']>;
type Field = 'value_cents' | 'percent' | 'discount';

const AMOUNT = /^\d{1,7}([.,]\d{1,2})?$/;
const PERCENT = /^[+-]?\d{1,3}([.,]\d{1,2})?$/;

/**
 * A new price for the selected services, by amount or percentage, and what becomes of their discounts. The partner
 * first sees the server's preview of every service; confirming sends the same body without `preview`, so what is
 * applied is what was shown. Changing anything afterwards drops the preview until it is asked for again.
 */
export function BulkPriceDialog(props: {
  ids: number[];
  open: boolean;
  close: () => void;
  done: () => void;
}): ReactNode {
  const { ids, open, close, done } = props;
  const { t } = useTranslation('partnerDashboard');
  const bulk = useBulkUpdateServices();
  const preview = usePreviewServicePrices();
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [discount, setDiscount] = useState<DiscountChoice | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState<{ body: ServicesBulkUpdateBody; changes: ServicePriceChange[] } | null>(null);

  const edited = (field: Field) => {
    setShown(null);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const reset = () => {
    setMode('amount');
    setAmount('');
    setPercent('');
    setDiscount('');
    setErrors({});
    setShown(null);
  };

  /** The body the fields describe, or the field a number could not be read from. */
  const bodyOfFields = (): ServicesBulkUpdateBody | null => {
    const change: ServicesBulkUpdateBody = { ids, action: 'change_price', ...(discount ? { discount } : {}) };
    if (mode === 'amount') {
      if (AMOUNT.test(amount.trim())) return { ...change, value_cents: eurosToCents(amount.trim()) };
      setErrors({ value_cents: t('services.priceInvalid') });
    } else {
      if (PERCENT.test(percent.trim())) return { ...change, percent: Number(percent.trim().replace(',', '.')) };
      setErrors({ percent: t('services.percentInvalid') });
    }
    return null;
  };

  const refused = (e: unknown) => {
    const fields = e instanceof ApiError ? e.errors : {};
    const onFields: Partial<Record<Field, string>> = {
      value_cents: fields.value_cents?.join(' '),
      percent: fields.percent?.join(' '),
      discount: fields.discount?.join(' '),
    };
    if (Object.values(onFields).some(Boolean)) setErrors(onFields);
    else toastStore.getState().show({ message: t('services.bulkFailed'), kind: 'error' });
  };

  const confirm = () => {
    if (shown) {
      bulk.mutate(shown.body, {
        onSuccess: (r) => {
          toastStore.getState().show({ message: t('services.bulkDone', { count: r.updated }), kind: 'success' });
          reset();
          done();
        },
        onError: (e) => {
          setShown(null);
          refused(e);
        },
      });
      return;
    }
    const body = bodyOfFields();
    if (body)
      preview.mutate(body, {
        onSuccess: (r) => setShown({ body, changes: r.changes ?? [] }),
        onError: refused,
      });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('services.changePriceTitle', { count: ids.length })}
      confirmLabel={shown ? t('services.applyPrices') : t('services.previewPrices')}
      busy={bulk.isPending || preview.isPending}
      onCancel={() => {
        reset();
        close();
      }}
      onConfirm={confirm}
    >
      <SelectField
        label={t('services.changeBy')}
        value={mode}
        options={[
          { value: 'amount', label: t('services.byAmount') },
          { value: 'percent', label: t('services.byPercent') },
        ]}
        onChange={(e) => {
          setMode(e.target.value === 'percent' ? 'percent' : 'amount');
          setShown(null);
          setErrors({});
        }}
      />
      {mode === 'amount' ? (
        <TextField
          label={t('services.newPrice')}
          hint={`${t('services.newPriceHint')} ${t('services.otherPricesHint')}`}
          inputMode="decimal"
          value={amount}
          error={errors.value_cents}
          onChange={(e) => {
            setAmount(e.target.value);
            edited('value_cents');
          }}
        />
      ) : (
        <TextField
          label={t('services.percentChange')}
          hint={`${t('services.percentHint')} ${t('services.otherPricesHint')}`}
          inputMode="decimal"
          value={percent}
          error={errors.percent}
          onChange={(e) => {
            setPercent(e.target.value);
            edited('percent');
          }}
        />
      )}
      <SelectField
        label={t('services.discountChoice')}
        placeholder={t('services.discountChoose')}
        value={discount}
        error={errors.discount}
        options={[
          { value: 'keep_percent', label: t('services.discountKeep') },
          { value: 'remove', label: t('services.discountRemove') },
        ]}
        onChange={(e) => {
          const v = e.target.value;
          setDiscount(v === 'keep_percent' || v === 'remove' ? v : '');
          edited('discount');
        }}
      />
      {shown && <PricePreviewTable changes={shown.changes} />}
    </ConfirmDialog>
  );
}
