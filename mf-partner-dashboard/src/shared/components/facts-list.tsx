// A list of labelled facts (a company's contact details, a booking item's date and people): label beside value on a
// wide screen, label above value on a phone. A long value (an e-mail address, a web address) wraps inside its column
// instead of widening the page.
import styled from 'styled-components';

export const FactsList = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
    dd + dt {
      margin-top: ${({ theme }) => theme.space(2)};
    }
  }
`;
