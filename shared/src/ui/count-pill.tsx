import styled from 'styled-components';

/**
 * A count in a pill beside a name or a link (unread messages). The pill is for the eye: whoever places it says the
 * count in words for screen readers (see UnreadCount in @mp/shared/chat).
 */
export const CountPill = styled.span`
  display: inline-block;
  min-width: 1.5em;
  padding: 0 0.4em;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: 0.8rem;
  font-weight: 700;
  text-align: center;
`;
