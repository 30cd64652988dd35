import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePathTo } from '@mp/shared/remote';

export interface CustomerLinkProps {
  /** The customer's user id; without one the name is plain text. */
  id: number | null | undefined;
  /** The account's kind when the list knows it: a partner or an affiliate who booked has no customer page. */
  userType?: string | undefined;
  /** What the link reads: the customer's name. */
  children: ReactNode;
}

/** A customer's name wherever a list shows it, leading to their page in the back office. */
export function CustomerLink({ id, userType, children }: CustomerLinkProps): ReactNode {
  const pathTo = usePathTo();
  if (!id || (userType !== undefined && userType !== 'CLIENT')) return <>{children}</>;
  return <Link to={pathTo('super-admin.customer', { id })}>{children}</Link>;
}
