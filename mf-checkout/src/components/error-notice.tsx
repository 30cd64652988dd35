// An error or warning said on a checkout step (issue 15 defect 9: they were plain text among the form's lines): a
// framed block in the danger colour, in bold, so a refused payment or an ended session is seen at once.
import styled from 'styled-components';

export const ErrorNotice = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  p { margin: 0; }
  p + p { margin-top: ${({ theme }) => theme.space(2)}; }
  font-weight: 600;
`;
