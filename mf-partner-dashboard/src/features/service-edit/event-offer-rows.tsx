// The look the session and ticket type lists share: a fieldset per list, a bordered group per row whose fields wrap to
// one a line on a narrow phone.
import styled from 'styled-components';

export const OfferList = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  legend {
    font-weight: 600;
  }
`;
export const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding-block-end: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;
export const RowFields = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  align-items: start;
  > div {
    flex: 1 1 9rem;
    min-width: 0;
  }
`;
export const SoldNote = styled.p`
  margin: 0;
`;
export const RowError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;
