import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EmptyState, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useAccess } from '../../shared/access/api/get-access';
import { useOwnCompany } from './api/profile';
import { ProfileTabs } from './profile-tabs';
import { FactsList } from '../../shared/components/facts-list';

const Card = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 8rem) minmax(0, 1fr);
  align-items: start;
  img {
    width: 8rem;
    height: 8rem;
    object-fit: contain;
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
  }
  .placeholder {
    width: 8rem;
    height: 8rem;
    display: grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius};
    font-size: 2.5rem;
    font-weight: 700;
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  p {
    white-space: pre-line;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** /dashboard/profile: the company as partners and customers know it — name, logo, description, contact, modules. */
export default function ProfilePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const access = useAccess();
  const company = useOwnCompany(access.data?.company_id);
  const c = company.data;
  const modules = c
    ? [c.modules.experiences && t('profile.modules.experiences'), c.modules.transfers && t('profile.modules.transfers')]
        .filter(Boolean)
        .join(', ')
    : '';
  const none = t('profile.notGiven');
  return (
    <PageFrame title={title}>
      <ProfileTabs />
      {company.isPending && <Spinner />}
      {company.error && <ErrorState onRetry={() => void company.refetch()} />}
      {company.data === null && <EmptyState title={t('profile.noCompany')} />}
      {c && (
        <Card aria-labelledby="company-name">
          {c.logos[0] ? (
            <img src={c.logos[0].url} alt={t('profile.logoOf', { name: c.trade_name })} />
          ) : (
            <div className="placeholder" aria-hidden="true">
              {c.trade_name.slice(0, 1)}
            </div>
          )}
          <div>
            <h2 id="company-name">{c.trade_name}</h2>
            <p>{c.description || t('profile.noDescription')}</p>
            <FactsList>
              <dt>{t('profile.field.business_name')}</dt>
              <dd>{c.business_name}</dd>
              <dt>{t('profile.field.email')}</dt>
              <dd>{c.email ?? none}</dd>
              <dt>{t('profile.field.website')}</dt>
              <dd>
                {c.website ? (
                  <a href={c.website} rel="noopener noreferrer" target="_blank">
                    {c.website}
                  </a>
                ) : (
                  none
                )}
              </dd>
              <dt>{t('profile.field.address')}</dt>
              <dd>{[c.address, c.zip_code, c.city].filter(Boolean).join(', ') || none}</dd>
              <dt>{t('profile.field.modules')}</dt>
              <dd>
                {modules}
                {c.module_request && (
                  <>
                    {' · '}
                    {t('profile.moduleWaiting', {
                      module: t(`profile.modules.${c.module_request}`),
                      date: c.module_requested_at ? formatDate(c.module_requested_at) : '',
                    })}
                  </>
                )}
              </dd>
            </FactsList>
            <LinkButton href={to('dashboard.profile-edit')}>{t('profile.edit')}</LinkButton>
          </div>
        </Card>
      )}
    </PageFrame>
  );
}
