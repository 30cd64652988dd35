import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { localizePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { isPlainClick, navigateTo } from '@mp/shared/ui';

/** A locale-free path ("/experiences") as the current locale's URL ("/pt/experiences"), query kept. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path: string) => {
    const [pathname = '/', query] = path.split('?');
    const localized = localizePath(pathname, locale);
    return query ? `${localized}?${query}` : localized;
  };
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Locale-free path; the current locale's prefix is added. */
  to: string;
  children: ReactNode;
}

/** In-app link: a real href (copyable, crawlable) that navigates without a page load on a plain click. */
export function AppLink({ to, onClick, children, ...rest }: AppLinkProps): ReactNode {
  const href = useLocalePath()(to);
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    navigateTo(href);
    window.scrollTo(0, 0);
  };
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
