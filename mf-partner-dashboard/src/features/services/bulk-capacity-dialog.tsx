import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Table, TextField, type TableColumn } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { ApiError } from '@mp/shared/api';
import type { BulkCapacityBody, BulkCapacityResult } from '@mp/shared/contracts';
import { useBulkCapacity } from './api/bulk-capacity';

type Change = BulkCapacityResult['services'][number];
const PLACES = /^\d{1,6}$/;

/**
 * The same places per day for the selected services, from today on. The partner first sees the server's preview
 * (every service's places before and after, and the coming days that already sold more, which keep what they sold);
 * confirming sends the same body without `preview`. Editing the number drops the preview.
 */
export function BulkCapacityDialog(props: {
  ids: number[];
  open: boolean;
  close: () => void;
  done: () => void;
}): ReactNode {
  const { ids, open, close, done } = props;
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const capacity = useBulkCapacity();
  const [places, setPlaces] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [shown, setShown] = useState<{ body: BulkCapacityBody; changes: Change[] } | null>(null);
  const reset = () => {
    setPlaces('');
    setError(undefined);
    setShown(null);
  };
  const refused = (e: unknown) => {
    const message = e instanceof ApiError ? (e.errors.daily_capacity ?? e.errors.service_ids)?.join(' ') : undefined;
    if (message) setError(message);
    else toastStore.getState().show({ message: t('services.bulkFailed'), kind: 'error' });
  };
  const confirm = () => {
    if (shown) {
      capacity.mutate(shown.body, {
        onSuccess: (r) => {
          toastStore
            .getState()
            .show({ message: t('services.bulkDone', { count: r.services.length }), kind: 'success' });
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
    if (!PLACES.test(places.trim())) {
      setError(t('services.placesInvalid'));
      return;
    }
    const body: BulkCapacityBody = { service_ids: ids, daily_capacity: Number(places.trim()) };
    capacity.mutate(
      { ...body, preview: true },
      { onSuccess: (r) => setShown({ body, changes: r.services }), onError: refused },
    );
  };
  const columns: TableColumn<Change>[] = [
    { key: 'name', header: t('services.name'), render: (c) => (locale === 'pt' ? c.name_pt : c.name_en) },
    {
      key: 'places',
      header: t('services.placesPerDay'),
      render: (c) => t('services.placesFromTo', { before: c.before, after: c.after }),
    },
    {
      key: 'over',
      header: t('services.daysOver'),
      render: (c) => (c.days_over > 0 ? t('services.daysOverCount', { count: c.days_over }) : t('services.none')),
    },
  ];
  return (
    <ConfirmDialog
      open={open}
      title={t('services.placesTitle', { count: ids.length })}
      confirmLabel={shown ? t('services.applyPlaces') : t('services.previewPlaces')}
      busy={capacity.isPending}
      onCancel={() => {
        reset();
        close();
      }}
      onConfirm={confirm}
    >
      <TextField
        label={t('services.placesPerDay')}
        hint={t('services.placesHint')}
        inputMode="numeric"
        value={places}
        error={error}
        onChange={(e) => {
          setPlaces(e.target.value);
          setError(undefined);
          setShown(null);
        }}
      />
      {shown && (
        <Table
          caption={t('services.placesPreviewCaption', { count: shown.changes.length })}
          columns={columns}
          rows={shown.changes}
          rowKey={(c) => c.service_id}
          rowHeader="name"
          scrolls
        />
      )}
    </ConfirmDialog>
  );
}
