// Server validation errors on their fields (spec §5): a 422 `errors` map (`field.N` already merged by the API
// client), shown under each field; editing a field clears its error.
import { useCallback, useEffect, useRef, useState } from 'react';
import { clearFieldError, type FieldErrors } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((field: string) => setErrors((e) => clearFieldError(e, field)), []);
  const message = (field: string): string | undefined => errors[field]?.[0];
  return { errors, setErrors, clear, message };
}

/**
 * Focus on the first field in error, once the errors have rendered: a field marked by the same update that calls
 * `focusFirst` is not `aria-invalid` yet when the call runs (nor after a timer, with an async submit). The screen
 * reader then reads the field with its error. Put `formRef` on the form.
 */
export function useFocusFirstError() {
  const formRef = useRef<HTMLFormElement>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [tick]);
  const focusFirst = useCallback(() => setTick((n) => n + 1), []);
  return { formRef, focusFirst };
}

/** A form's field errors, the focus on the first one, and the required fields left empty (sign-up forms). */
export function useSubmitErrors() {
  const fe = useFieldErrors();
  const { t } = useTranslation('catalogue');
  const { formRef, focusFirst } = useFocusFirstError();
  const required = (values: Record<string, string>, fields: Iterable<string>) => {
    const errors: Record<string, string[]> = {};
    for (const f of fields) if (!values[f]?.trim()) errors[f] = [t('partner.errors.required')];
    return errors;
  };
  return { ...fe, formRef, focusFirst, required };
}
