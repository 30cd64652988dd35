import styled from 'styled-components';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;
export const Qty = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;
export const LineError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
export const Section = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.15rem;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    font: inherit;
    padding: 8px 12px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 6px;
  }
`;
