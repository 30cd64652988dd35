import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { localizePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { followLink } from '../routing/navigation';

/** A link to a locale-free path, shown in the current locale and followed without a page reload. */
export function AppLink({ to, children, ...rest }: { to: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>): ReactNode {
  const locale = useLocale();
  return (
    <a href={localizePath(to, locale)} onClick={followLink} {...rest}>
      {children}
    </a>
  );
}
