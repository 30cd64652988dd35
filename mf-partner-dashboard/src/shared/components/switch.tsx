// The on/off switch of the lists (a service on sale, a vehicle active): a button with role="switch" whose state the caller sets.
import styled from 'styled-components';

export const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceAlt)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '1.35rem' : '2px')};
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 120ms ease;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
