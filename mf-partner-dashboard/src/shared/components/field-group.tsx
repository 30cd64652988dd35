// A framed group of a form's fields under its legend (the route prices' parts, the profile's modules, a vehicle's
// districts). A form adds its own rules for what is inside with styled(FieldGroup).
import styled from 'styled-components';

export const FieldGroup = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
`;
