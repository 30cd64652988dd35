// Forms of the dashboards: react-hook-form validated by the same TypeBox contracts the API checks
// (@mp/shared/contracts), with the API's 422 field map landing on the fields. Messages are translated (common
// namespace, `validation.*`); the server's own messages are already in the user's language.
import type { ReactNode } from 'react';
import { Value } from '@sinclair/typebox/value';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { FormatRegistry, type TObject, type TSchema } from '@sinclair/typebox';
import {
  get,
  useForm,
  type FieldErrors as RhfFieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { mergeValidationErrors } from '../domain';
import { ApiError } from '../api';
import { Checkbox, SelectField, TextAreaField, TextField, type SelectOption } from '../ui';

// TypeBox refuses a string format it does not know; these are the formats the contracts use (the API checks the
// same ones with ajv-formats).
const FORMATS: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/,
  uri: /^https?:\/\/[^\s]+$/,
};
for (const [name, pattern] of Object.entries(FORMATS))
  if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, (value) => pattern.test(value));

/** A TypeBox error as a translated message (the limits of the schema filled in). */
export function validationMessage(t: TFunction, type: ValueErrorType, schema: TSchema): string {
  const s = schema as Record<string, unknown>;
  switch (type) {
    case ValueErrorType.ObjectRequiredProperty:
      return t('validation.required');
    case ValueErrorType.StringMinLength:
      return Number(s.minLength) <= 1
        ? t('validation.required')
        : t('validation.minLength', { count: Number(s.minLength) });
    case ValueErrorType.StringMaxLength:
      return t('validation.maxLength', { count: Number(s.maxLength) });
    case ValueErrorType.StringFormat:
      return s.format === 'email' ? t('validation.email') : t('validation.format');
    case ValueErrorType.NumberMinimum:
    case ValueErrorType.IntegerMinimum:
      return t('validation.min', { min: s.minimum });
    case ValueErrorType.NumberExclusiveMinimum:
    case ValueErrorType.IntegerExclusiveMinimum:
      return t('validation.greaterThan', { min: s.exclusiveMinimum });
    case ValueErrorType.NumberMaximum:
    case ValueErrorType.IntegerMaximum:
      return t('validation.max', { max: s.maximum });
    case ValueErrorType.Number:
    case ValueErrorType.Integer:
      return t('validation.number');
    case ValueErrorType.ArrayMinItems:
      return t('validation.minItems', { count: Number(s.minItems) });
    case ValueErrorType.Union:
    case ValueErrorType.Literal:
      return t('validation.choose');
    default:
      return t('validation.invalid');
  }
}

function setPath(target: Record<string, unknown>, path: string[], value: unknown): void {
  let node = target;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      if (node[key] === undefined) node[key] = value;
      return;
    }
    node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
    node = node[key] as Record<string, unknown>;
  });
}

/**
 * Form values as the contract wants them: text inputs give strings, so numbers and booleans are converted, and an
 * empty text in an optional field is left out (a blank optional website is no badly formatted website).
 */
export function contractValues(schema: TObject, values: Record<string, unknown>): Record<string, unknown> {
  const required = new Set(schema.required ?? []);
  const trimmed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === '' && !required.has(key)) continue;
    trimmed[key] = value;
  }
  return Value.Convert(schema, trimmed) as Record<string, unknown>;
}

/** A react-hook-form resolver over a TypeBox object schema; errors keyed by field path (`items.0.name`). */
export function typeboxResolver<T extends FieldValues>(schema: TObject, t: TFunction): Resolver<T> {
  return async (values) => {
    const converted = contractValues(schema, values as Record<string, unknown>);
    if (Value.Check(schema, converted)) return { values: converted as T, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const error of Value.Errors(schema, converted)) {
      const path = error.path.split('/').filter(Boolean);
      if (path.length === 0) continue;
      setPath(errors, path, { type: String(error.type), message: validationMessage(t, error.type, error.schema) });
    }
    return { values: {}, errors: errors as RhfFieldErrors<T> };
  };
}

/** useForm validated by a contract: errors after the first submit, and editing a field clears its error (spec §5). */
export function useContractForm<T extends FieldValues>(
  schema: TObject,
  options: Omit<UseFormProps<T>, 'resolver'> = {},
): UseFormReturn<T> {
  const { t } = useTranslation('common');
  return useForm<T>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    ...options,
    resolver: typeboxResolver<T>(schema, t),
  });
}

/**
 * Puts the API's 422 field map on the form's fields (spec §5: `field.N` also feeds `field`) and focuses the first.
 * Returns the messages of fields the form does not have, so the caller can show them elsewhere (a toast, an alert).
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  errors: Record<string, readonly string[]> | ApiError,
): string[] {
  const map = mergeValidationErrors(errors instanceof ApiError ? errors.errors : errors);
  const values = form.getValues() as Record<string, unknown>;
  const unplaced: string[] = [];
  let focused = false;
  for (const [field, messages] of Object.entries(map)) {
    const message = messages[0];
    if (!message) continue;
    const segments = field.split('.');
    if (!((segments[0] ?? field) in values)) {
      unplaced.push(message);
      continue;
    }
    // `logo.0` of a plain field: its parent `logo` carries the message (merged above). Only a list the form holds
    // as an array (a field array) has fields of its own per index.
    const index = segments.findIndex((segment, i) => i > 0 && /^\d+$/.test(segment));
    if (index > 0 && !Array.isArray(get(values, segments.slice(0, index).join('.')))) continue;
    form.setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !focused });
    focused = true;
  }
  return unplaced;
}

/** The message a field shows, from react-hook-form's nested error object. */
export function fieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>): string | undefined {
  const error = get(form.formState.errors, name) as { message?: unknown } | undefined;
  return typeof error?.message === 'string' ? error.message : undefined;
}

interface BoundProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

export function FormTextField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
}: BoundProps<T> & { type?: string; autoComplete?: string }): ReactNode {
  return (
    <TextField
      label={label}
      type={type}
      required={required}
      error={fieldError(form, name)}
      {...(hint ? { hint } : {})}
      {...(autoComplete ? { autoComplete } : {})}
      {...form.register(name)}
    />
  );
}

export function FormTextAreaField<T extends FieldValues>({
  form,
  name,
  label,
  hint,
  required,
  rows,
}: BoundProps<T> & { rows?: number }): ReactNode {
  return (
    <TextAreaField
      label={label}
      required={required}
      rows={rows}
      error={fieldError(form, name)}
      {...(hint ? { hint } : {})}
      {...form.register(name)}
    />
  );
}

export function FormSelectField<T extends FieldValues>({
  form,
  name,
  label,
  required,
  options,
  placeholder,
}: BoundProps<T> & { options: readonly SelectOption[]; placeholder?: string }): ReactNode {
  return (
    <SelectField
      label={label}
      required={required}
      options={options}
      error={fieldError(form, name)}
      {...(placeholder !== undefined ? { placeholder } : {})}
      {...form.register(name)}
    />
  );
}

export function FormCheckbox<T extends FieldValues>({
  form,
  name,
  label,
}: Omit<BoundProps<T>, 'hint' | 'required'>): ReactNode {
  return <Checkbox label={label} error={fieldError(form, name)} {...form.register(name)} />;
}
