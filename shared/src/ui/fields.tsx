import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
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
  return <span aria-hidden="true" title={t('app.required')}> *</span>;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** The field's error (shown under it, announced with the field). */
  error?: string | undefined;
  hint?: string;
  id?: string;
}

export function TextField({ label, error, hint, id, required, ...input }: TextFieldProps): ReactNode {
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
      <Input
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        $invalid={Boolean(error)}
        {...input}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
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
export function TextAreaField({ label, error, hint, id, required, rows = 6, ...textarea }: TextAreaFieldProps): ReactNode {
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
      <TextArea
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
        $invalid={Boolean(error)}
        {...textarea}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
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

export function SelectField({ label, options, placeholder, error, id, required, ...select }: SelectFieldProps): ReactNode {
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>
        {label}
        {required && <RequiredMark />}
      </Label>
      <Select
        id={fieldId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}

const CheckRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input { width: 20px; height: 20px; }
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
        <input id={fieldId} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
        <label htmlFor={fieldId}>{label}</label>
      </CheckRow>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
