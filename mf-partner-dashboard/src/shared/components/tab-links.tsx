// A row of links between the pages or lists of one screen (the profile's sub-pages, the services' lists), the current
// one marked by the router's aria-current. It wraps rather than widen a phone's page.
import styled from 'styled-components';

export const TabLinks = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-weight: 600;
  }
`;
