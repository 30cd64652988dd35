// A back-office date field that reads day/month/year like the rest of the page (dates are written en-GB and pt-PT,
// day first), with the pattern in the page's language ("dd/mm/aaaa" on a pt page): a native date field shows the
// device's own format instead (month first on an English browser). The value in and out stays YYYY-MM-DD.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { TextField } from '@mp/shared/ui';

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD → "dd/mm/yyyy" ('' stays ''). */
export function dayMonthYear(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * What staff typed → YYYY-MM-DD, or '' when it is not a whole, real date. Day first ("5/3/2027", "05-03-2027",
 * "05.03.2027"); a pasted YYYY-MM-DD is taken as it is.
 */
export function parseDayMonthYear(text: string): string {
  const clean = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(clean);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(clean);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : dmy ? [dmy[3], dmy[2], dmy[1]] : [];
  if (!year || !month || !day) return '';
  const [y, mo, d] = [Number(year), Number(month), Number(day)];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return '';
  return `${y}-${pad(mo)}-${pad(d)}`;
}

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
  const { t } = useTranslation('superAdmin');
  const [text, setText] = useState(() => dayMonthYear(value));
  const [unreadable, setUnreadable] = useState(false);
  // The last value this field gave out: a new value from elsewhere (the URL after Back) replaces the text.
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
