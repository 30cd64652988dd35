import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Label = styled.label`
  font-weight: 600;
`;
const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9em;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9em;
`;
const controlCss = `
  min-height: 44px;
  padding: 8px 12px;
  font: inherit;
  border-radius: 8px;
`;
const Input = styled.input<{ $invalid: boolean }>`
  ${controlCss}
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;
const Select = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
`;

/** aria-describedby pointing at the hint and the error that exist. */
function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function RequiredMark(): ReactNode {
  const { t } = useTranslation('common');
  return (
    <span aria-hidden="true" title={t('app.required')}>
      {' '}
      *
    </span>
  );
}

/** What a field's control gets from its frame: its id and the screen-reader wiring of its hint and error. */
interface ControlWiring {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/**
 * One labelled field: the label (with the required mark), an optional hint, the control and its error, wired so a
 * screen reader reads the control with its hint and error (aria-invalid, aria-describedby).
 */
function LabelledField(props: {
  label: string;
  id: string | undefined;
  required: boolean | undefined;
  hint?: string | undefined;
  error: string | undefined;
  control: (wiring: ControlWiring) => ReactNode;
}): ReactNode {
  const { label, id, required, hint, error, control } = props;
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  const hintId = `${fieldId}-hint`;
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>
        {label}
        {required && <RequiredMark />}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {control({
        id: fieldId,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint && hintId, error && errorId),
        $invalid: Boolean(error),
      })}
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error (shown under it, announced with the field). */
  error?: string | undefined;
  hint?: string;
  id?: string;
}

export function TextField({ label, error, hint, id, required, ...input }: TextFieldProps): ReactNode {
  return (
    <LabelledField
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      control={(wiring) => <Input {...wiring} {...input} />}
    />
  );
}

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  min-height: 144px;
  resize: vertical;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The field's error (shown under it, announced with the field). */
  error?: string | undefined;
  hint?: string;
  id?: string;
}

/** A multi-line TextField (descriptions, messages): the same label, hint and error wiring. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  rows = 6,
  ...textarea
}: TextAreaFieldProps): ReactNode {
  return (
    <LabelledField
      label={label}
      id={id}
      required={required}
      hint={hint}
      error={error}
      control={(wiring) => <TextArea rows={rows} {...wiring} {...textarea} />}
    />
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of an empty first option; omit to have none. */
  placeholder?: string;
  error?: string | undefined;
  id?: string;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  id,
  required,
  ...select
}: SelectFieldProps): ReactNode {
  return (
    <LabelledField
      label={label}
      id={id}
      required={required}
      error={error}
      control={(wiring) => (
        <Select {...wiring} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    />
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  error?: string | undefined;
  id?: string;
}

export function Checkbox({ label, error, id, ...input }: CheckboxProps): ReactNode {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <Wrapper>
      <CheckRow>
        <input
          id={fieldId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <label htmlFor={fieldId}>{label}</label>
      </CheckRow>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
