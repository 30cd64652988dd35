import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { CUSTOMER_TABS, type CustomerTab } from '../customer-tabs';

const Sections = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a[aria-current='page'] {
    font-weight: 700;
    text-decoration-thickness: 3px;
  }
`;

/** The page's sections as links (`?tab=`), the one shown marked current: Back and a shared link keep it. */
export function CustomerSections({ current }: { current: CustomerTab }): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <Sections aria-label={t('customer.sections')}>
      <ul>
        {CUSTOMER_TABS.map((tab) => (
          <li key={tab}>
            <Link to={`?tab=${tab}`} aria-current={tab === current ? 'page' : undefined}>
              {t(`customer.tabs.${tab}`)}
            </Link>
          </li>
        ))}
      </ul>
    </Sections>
  );
}
