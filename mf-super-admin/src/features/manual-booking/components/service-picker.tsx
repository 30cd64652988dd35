import { useEffect, useState, type ReactNode } from 'react';
import type { SuperService } from '@mp/shared/contracts';
import { FormSelectField, type useContractForm } from '@mp/shared/dashboard';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { TextField } from '@mp/shared/ui';
import { useServices } from '../../../shared/services/api/get-services';
import type { ManualValues } from './manual-form';

/**
 * Finds a live service by name (the back office's services list, active ones) and puts its id on the form; tells the
 * form which service that is (its child band decides whether it asks for adults and children).
 */
export function ServicePicker({
  form,
  onChosen,
}: {
  form: ReturnType<typeof useContractForm<ManualValues>>;
  onChosen(service: SuperService | null): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [term, setTerm] = useState('');
  const found = useServices({ status: 'active', per_page: 50, ...(term.trim() ? { q: term.trim() } : {}) });
  const chosenId = form.watch('service_id');
  const chosen = found.data?.data.find((s) => String(s.id) === chosenId) ?? null;
  // A search that no longer lists the chosen service keeps what was known of it.
  useEffect(() => {
    if (chosen || !chosenId) onChosen(chosen);
  }, [chosen, chosenId, onChosen]);
  const options = (found.data?.data ?? [])
    .filter((s) => s.live && s.kind !== 'gift_card')
    .map((s) => ({
      value: String(s.id),
      label: `${s.name} — ${s.company.trade_name} (${formatMoney(s.value_cents, locale)})`,
    }));
  return (
    <>
      <TextField
        label={t('manual.find')}
        type="search"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
        hint={t('manual.findHint')}
      />
      <FormSelectField
        form={form}
        name="service_id"
        label={t('manual.service')}
        required
        placeholder={t('manual.choose')}
        options={options}
      />
    </>
  );
}
