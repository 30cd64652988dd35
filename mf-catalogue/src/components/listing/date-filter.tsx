import type { ReactNode } from 'react';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { DateField } from '@mp/shared/ui';

/**
 * "When": only services that can still be booked on the chosen day, typed day first as the site writes dates (a
 * native date field shows the device's format, month first on an English phone, whatever the page's language). The
 * field says why the list could not be read when the API refused the date (422 on `date`: past, or too far ahead), in
 * the page's language.
 */
export function DateFilter({
  value,
  error,
  onChange,
}: {
  value: string | null;
  error: unknown;
  onChange(date: string | null): void;
}): ReactNode {
  const { t } = useTranslation('catalogue');
  const message = error instanceof ApiError && error.status === 422 ? error.errors.date?.[0] : undefined;
  return (
    <DateField
      label={t('listing.date')}
      hint={t('listing.dateHint')}
      value={value ?? ''}
      error={message}
      onChange={(date) => onChange(date || null)}
    />
  );
}
