import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, Modal, TextField } from '@mp/shared/ui';
import { formatDecimal, formatPercent } from '@mp/shared/domain';

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface CommissionButtonProps {
  name: string;
  rate: number;
  save(rate: number): Promise<unknown>;
}

/**
 * The commission rate shown in the row with an Edit button opening a small form; the API's 422 lands on the field.
 * It keeps its own busy state, so the page's columns need not change while a save runs (see partners-page.tsx).
 */
export function CommissionButton({ name, rate, save }: CommissionButtonProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  // The field starts with the rate as this language writes it ("12,5" in pt); a comma or a point is read back.
  const [value, setValue] = useState(() => formatDecimal(rate, locale));
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value.replace(',', '.'));
    if (value.trim() === '' || !Number.isFinite(number)) {
      setError(t('people.rateNumber'));
      return;
    }
    setBusy(true);
    try {
      await save(number);
      toastStore.getState().show({ message: t('people.rateSaved', { name }), kind: 'success' });
      setOpen(false);
    } catch (e) {
      if (e instanceof ApiError && e.status === 422)
        setError(e.errors.commission_rate?.[0] ?? Object.values(e.errors)[0]?.[0]);
      else toastStore.getState().show({ message: t('people.changeFailed', { name }), kind: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span>
      {formatPercent(rate, locale)}{' '}
      <Button
        variant="secondary"
        aria-label={t('people.editRateOf', { name })}
        onClick={() => {
          setValue(formatDecimal(rate, locale));
          setError(undefined);
          setOpen(true);
        }}
      >
        {t('people.edit')}
      </Button>
      <Modal open={open} title={t('people.rateTitle', { name })} onClose={() => setOpen(false)}>
        <form noValidate onSubmit={(e) => void submit(e)}>
          <TextField
            label={t('people.rate')}
            hint={t('people.rateHint')}
            inputMode="decimal"
            value={value}
            error={error}
            onChange={(e) => setValue(e.target.value)}
            required
          />
          <Actions>
            <Button variant="secondary" type="button" onClick={() => setOpen(false)}>
              {t('people.cancel')}
            </Button>
            <Button type="submit" busy={busy}>
              {t('people.save')}
            </Button>
          </Actions>
        </form>
      </Modal>
    </span>
  );
}
