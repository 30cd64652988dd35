import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';

// @mp/shared/ui has no multi-line field yet: this one copies TextField's markup and wiring (label for the id,
// aria-invalid, aria-describedby to the error) so long answers read and behave like the one-line fields around them.
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Label = styled.label`
  font-weight: 600;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9em;
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  min-height: 144px;
  padding: 8px 12px;
  font: inherit;
  border-radius: 8px;
  resize: vertical;
  border: 2px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  /** The field's error (shown under it, announced with the field). */
  error?: string | undefined;
  id?: string;
}

export function TextAreaField({ label, error, id, required, rows = 6, ...textarea }: TextAreaFieldProps): ReactNode {
  const { t } = useTranslation('common');
  const auto = useId();
  const fieldId = id ?? auto;
  const errorId = `${fieldId}-error`;
  return (
    <Wrapper>
      <Label htmlFor={fieldId}>
        {label}
        {required && <span aria-hidden="true" title={t('app.required')}> *</span>}
      </Label>
      <TextArea
        id={fieldId}
        rows={rows}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        $invalid={Boolean(error)}
        {...textarea}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </Wrapper>
  );
}
