// A date field that reads day/month/year like the rest of the site (dates are written en-GB and pt-PT, day first),
// with the pattern in the page's language ("dd/mm/aaaa" on a pt page): a native date field shows the device's own
// format instead (month first on an English phone or browser, whatever the page's language). The value in and out
// stays YYYY-MM-DD.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { dayMonthYear, parseDayMonthYear } from '../domain/day-month-year';
import { TextField } from './fields';

export interface DateFieldProps {
  label: string;
  /** YYYY-MM-DD or ''. */
  value: string;
  /** YYYY-MM-DD of a whole date, '' while what is typed is not one yet (or the field is emptied). */
  onChange: (iso: string) => void;
  error?: string | undefined;
  required?: boolean;
  /** Replaces the pattern hint ("Day, month and year, e.g. 25/12/2026"). */
  hint?: string;
  /**
   * Lets a form move focus here (pass react-hook-form's `register(name).ref`), so the API's 422 on this date focuses
   * it like any other field.
   */
  focusRef?: (handle: { type: string; focus(): void } | null) => void;
}

export function DateField({ label, value, onChange, error, required, hint, focusRef }: DateFieldProps): ReactNode {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => dayMonthYear(value));
  const [unreadable, setUnreadable] = useState(false);
  // The last value this field gave out: a new value from elsewhere (a day chosen on a calendar, the URL after Back) replaces the text.
  const given = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  // One handle for the field's life: the form sees the same field on every render.
  const handle = useRef({ type: 'text', focus: () => input.current?.focus() }).current;
  useEffect(() => {
    focusRef?.(handle);
  }, [focusRef, handle]);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setText(dayMonthYear(value));
    setUnreadable(false);
  }, [value]);

  return (
    <TextField
      label={label}
      hint={hint ?? t('dateField.hint')}
      required={required}
      placeholder={t('dateField.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      {...{ ref: input }}
      value={text}
      error={error ?? (unreadable ? t('dateField.unreadable') : undefined)}
      onChange={(e) => {
        const next = e.target.value;
        const iso = parseDayMonthYear(next);
        setText(next);
        if (iso) setUnreadable(false);
        given.current = iso;
        onChange(iso);
      }}
      onBlur={() => {
        const iso = parseDayMonthYear(text);
        // Once left, a date reads the page's way; something that is not a date says how to write one.
        if (iso) setText(dayMonthYear(iso));
        setUnreadable(text.trim() !== '' && !iso);
      }}
    />
  );
}
