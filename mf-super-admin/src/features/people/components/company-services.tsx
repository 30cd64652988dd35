import { useState, type ReactNode } from 'react';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Modal, Spinner } from '@mp/shared/ui';
import { useCompanyServices } from '../api/get-company-services';

/** A "Services" button opening the company's services in every status, and whether the public sees each. */
export function CompanyServicesButton({ id, name }: { id: number; name: string }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const services = useCompanyServices(open ? id : null);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t('people.servicesOf', { name })}>
        {t('people.services')}
      </Button>
      <Modal open={open} title={t('people.servicesOf', { name })} onClose={() => setOpen(false)}>
        {services.isPending ? (
          <Spinner />
        ) : services.error ? (
          <ErrorState onRetry={() => void services.refetch()} />
        ) : services.data.data.length === 0 ? (
          <p>{t('people.noServices')}</p>
        ) : (
          <table>
            <caption>{t('people.servicesOf', { name })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.serviceName')}</th>
                <th scope="col">{t('people.serviceStatus')}</th>
                <th scope="col">{t('people.price')}</th>
                <th scope="col">{t('people.live')}</th>
              </tr>
            </thead>
            <tbody>
              {services.data.data.map((s) => (
                <tr key={s.id}>
                  <td>{s.name}</td>
                  <td>{t(`people.serviceStatuses.${s.status}`, { defaultValue: s.status })}</td>
                  <td>{formatMoney(s.value_cents, locale)}</td>
                  <td>{s.live ? t('people.yes') : t('people.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Modal>
    </>
  );
}
