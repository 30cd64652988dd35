import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** The button look, also worn by `LinkButton` of @mp/shared/remote (a react-router link). */
export const buttonLook = css<{ $variant: ButtonVariant; $block: boolean }>`
  display: ${({ $block }) => ($block ? 'flex' : 'inline-flex')};
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px; /* touch target */
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid transparent;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  ${({ theme, $variant }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.primaryText};
          &:hover:not(:disabled) {
            background: ${theme.colors.primaryHover};
          }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: ${theme.colors.primaryText};
            &:hover:not(:disabled) {
              background: ${theme.colors.dangerHover};
            }
          `
        : $variant === 'secondary'
          ? css`
              background: ${theme.colors.surface};
              color: ${theme.colors.primary};
              border-color: ${theme.colors.primary};
            `
          : css`
              background: transparent;
              color: ${theme.colors.primary};
            `}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  ${buttonLook}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
  /** Work in progress: disabled and announced as busy. */
  busy?: boolean;
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  disabled,
  children,
  ...rest
}: ButtonProps): ReactNode {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {children}
    </StyledButton>
  );
}
