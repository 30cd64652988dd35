// The look of the edit page's own sections (confirmation, tables and opening hours, sessions and tickets): a form of
// its own, radio choices at least 44 px tall, and a section-wide error under its fields.
import styled from 'styled-components';

export const SectionForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(6)};
  min-width: 0;
  fieldset {
    min-width: 0;
  }
`;

export const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  input {
    width: 20px;
    height: 20px;
    flex: none;
  }
`;

export const FieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;
