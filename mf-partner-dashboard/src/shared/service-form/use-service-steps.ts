// The service form's state, one step at a time on a draft kept on the server: a new service starts at step 1 with no
// draft; a saved draft starts where it left off. "Save and continue" posts the step; the last step publishes. A refusal
// puts the server's words on their fields, opening the step that holds the first one (publishing checks every step).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import type { FormStep, FormSubmitResult } from '@mp/shared/contracts';
import { useSubmitFormStep } from './api/submit-form-step';
import { errorsByField, stepFormData, type FieldValue, type FormValues } from './form-values';

export interface StepsStart {
  serviceId?: number;
  values: FormValues;
  index: number;
}

export function useServiceSteps(
  kind: string,
  steps: readonly FormStep[],
  start: StepsStart,
  on: { published: (result: FormSubmitResult) => void; saved?: (serviceId: number) => void },
) {
  const { t } = useTranslation('partnerDashboard');
  const [index, setIndex] = useState(start.index);
  const [values, setValues] = useState<FormValues>(start.values);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Each refused post counts once, so the first invalid field is focused after the errors are drawn (spec §5).
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [serviceId, setServiceId] = useState(start.serviceId);
  const submit = useSubmitFormStep(kind);
  const current = steps[index];
  const last = index === steps.length - 1;

  useEffect(() => {
    if (refusals === 0) return;
    // A control marks itself invalid; a group of controls (a fieldset) does too, and its first control takes the focus.
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid?.matches('input, select, textarea')
      ? invalid
      : invalid?.querySelector<HTMLElement>('input, select, textarea, button');
    (target ?? formRef.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [refusals]);

  const refused = (fieldErrors: Record<string, string>) => {
    setErrors(fieldErrors);
    const at = steps.findIndex((s) => s.fields.some((f) => fieldErrors[f.name] !== undefined));
    if (at >= 0) setIndex(at);
    setRefusals((n) => n + 1);
    toastStore.getState().show({ message: t('newService.fix'), kind: 'error' });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    const body = stepFormData(current.fields, values, { step: current.id, serviceId, submit: last });
    submit.mutate(body, {
      onSuccess: (result) => {
        setServiceId(result.service_id);
        setErrors({});
        on.saved?.(result.service_id);
        if (result.status === 'active') {
          on.published(result);
        } else {
          toastStore.getState().show({ message: t('newService.draftSaved'), kind: 'success' });
          setIndex(index + 1);
        }
      },
      onError: (e) => {
        if (e instanceof ApiError && e.status === 422) refused(errorsByField(e.errors));
        else toastStore.getState().show({ message: t('newService.failed'), kind: 'error' });
      },
    });
  };

  const fieldNames = new Set(steps.flatMap((s) => s.fields.map((f) => f.name)));
  return {
    index,
    current,
    last,
    values,
    errors,
    /** What the server refused that is no field of the form (shown above the buttons). */
    otherErrors: Object.entries(errors).flatMap(([name, message]) => (fieldNames.has(name) ? [] : [message])),
    serviceId,
    formRef,
    busy: submit.isPending,
    onSubmit,
    back: () => setIndex(index - 1),
    change: (name: string, value: FieldValue) => setValues((old) => ({ ...old, [name]: value })),
  };
}
