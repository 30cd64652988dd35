import styled from 'styled-components';

export const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 8px;
  padding: 1rem;
  margin: 0 0 1rem;
  legend {
    font-weight: 600;
    padding: 0 0.25rem;
  }
  label.method {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.35rem 0;
  }
`;
export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 1rem;
`;
