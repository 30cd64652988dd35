// A react-router link that looks like a button (the ui kit's `buttonLook`). It lives here, not in
// @mp/shared/ui, because the ui kit is a federation singleton and a link must use the remote's own router.
import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';
import { buttonLook, type ButtonVariant } from '../ui';

const StyledLink = styled(Link)<{ $variant: ButtonVariant; $block: boolean }>`
  ${buttonLook}
`;

export interface LinkButtonProps extends Omit<LinkProps, 'to'> {
  /** Where it goes: a path from `usePathTo()` (with a query string if needed), or an external URL. */
  href: string;
  variant?: ButtonVariant;
  block?: boolean;
}

/** `<Link to={href}>` drawn as a button; another remote's path is followed by single-spa like any link. */
export function LinkButton({
  href,
  variant = 'primary',
  block = false,
  children,
  ...rest
}: LinkButtonProps): ReactNode {
  return (
    <StyledLink to={href} $variant={variant} $block={block} {...rest}>
      {children}
    </StyledLink>
  );
}
