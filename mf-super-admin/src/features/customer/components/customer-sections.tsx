import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { ViewLinks } from '../../../shared/view-links';
import { CUSTOMER_TABS, type CustomerTab } from '../customer-tabs';

/** The page's sections as links (`?tab=`), the one shown marked current: Back and a shared link keep it. */
export function CustomerSections({ current }: { current: CustomerTab }): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <ViewLinks
      label={t('customer.sections')}
      links={CUSTOMER_TABS.map((tab) => ({
        key: tab,
        to: `?tab=${tab}`,
        label: t(`customer.tabs.${tab}`),
        current: tab === current,
      }))}
    />
  );
}
