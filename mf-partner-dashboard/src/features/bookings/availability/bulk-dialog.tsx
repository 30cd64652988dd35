// The same availability change over several services: choose the services, a date range and close or reopen; the
// preview says per service how many days change and how many booked places they hold; Apply makes exactly that change.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button, Checkbox, DateField, ErrorNotice, Modal } from '@mp/shared/ui';
import type { BulkClosureResult } from '@mp/shared/contracts';
import { useBulkClosure } from '../api/bulk-closure';

const Group = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  legend {
    font-weight: 700;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
`;

export function BulkDialog({
  services,
  from: initialFrom,
  onClose,
  onDone,
}: {
  services: { id: number; name: string }[];
  from: string;
  onClose(): void;
  onDone(message: string): void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const bulk = useBulkClosure();
  const [chosen, setChosen] = useState<number[]>([]);
  const [from, setFrom] = useState(initialFrom);
  const [to, setTo] = useState(initialFrom);
  const [closed, setClosed] = useState(true);
  const [preview, setPreview] = useState<BulkClosureResult | null>(null);
  const [problem, setProblem] = useState('');
  const body = { service_ids: chosen, from, to, closed };
  const edit = (change: () => void) => {
    change();
    setPreview(null);
  };
  const run = (asPreview: boolean) => {
    if (chosen.length === 0 || !from || !to) {
      setProblem(t('availabilityCalendar.bulk.incomplete'));
      return;
    }
    setProblem('');
    bulk.mutate(
      { ...body, preview: asPreview },
      {
        onSuccess: (result) =>
          asPreview
            ? setPreview(result)
            : onDone(t('availabilityCalendar.bulk.done', { count: result.services.length })),
        onError: () => setProblem(t('availabilityCalendar.bulk.failed')),
      },
    );
  };
  const nameOf = (id: number) => services.find((s) => s.id === id)?.name ?? '';

  return (
    <Modal open title={t('availabilityCalendar.bulk.title')} onClose={onClose}>
      <Group>
        <legend>{t('availabilityCalendar.bulk.services')}</legend>
        {services.map((s) => (
          <Checkbox
            key={s.id}
            label={s.name}
            checked={chosen.includes(s.id)}
            onChange={(e) =>
              edit(() => setChosen((c) => (e.target.checked ? [...c, s.id] : c.filter((id) => id !== s.id))))
            }
          />
        ))}
      </Group>
      <DateField label={t('availabilityCalendar.bulk.from')} value={from} onChange={(v) => edit(() => setFrom(v))} />
      <DateField label={t('availabilityCalendar.bulk.to')} value={to} onChange={(v) => edit(() => setTo(v))} />
      <Group>
        <legend>{t('availabilityCalendar.bulk.action')}</legend>
        {[true, false].map((value) => (
          <label key={String(value)}>
            <input
              type="radio"
              name="bulk-action"
              checked={closed === value}
              onChange={() => edit(() => setClosed(value))}
            />{' '}
            {t(value ? 'availabilityCalendar.bulk.close' : 'availabilityCalendar.bulk.reopen')}
          </label>
        ))}
      </Group>
      {problem && <ErrorNotice role="alert">{problem}</ErrorNotice>}
      <div role="status" aria-live="polite">
        {preview && (
          <ul>
            {preview.services.map((s) => (
              <li key={s.service_id}>
                {t('availabilityCalendar.bulk.changes', { service: nameOf(s.service_id), count: s.changes })}
                {s.booked_places > 0 && ` ${t('availabilityCalendar.bulk.booked', { count: s.booked_places })}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <Button variant="secondary" onClick={onClose}>
        {t('availabilityCalendar.confirm.cancel')}
      </Button>{' '}
      {preview ? (
        <Button onClick={() => run(false)} disabled={bulk.isPending}>
          {t('availabilityCalendar.bulk.apply')}
        </Button>
      ) : (
        <Button onClick={() => run(true)} disabled={bulk.isPending}>
          {t('availabilityCalendar.bulk.preview')}
        </Button>
      )}
    </Modal>
  );
}
