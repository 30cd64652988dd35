// A list's filters folded under "Filters" (open while one is set), so the list's first rows share the first screen at
// 1280×800 with the page's heading and totals.
import styled from 'styled-components';

export const FilterBox = styled.details`
  &[open] {
    flex-basis: 100%;
  }
  summary {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
`;
