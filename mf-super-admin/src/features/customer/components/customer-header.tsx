import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SuperCustomerDetail } from '@mp/shared/contracts';
import { StatCard, StatGrid } from '@mp/shared/dashboard';
import { formatDate, formatMoney, regionName, useTranslation } from '@mp/shared/i18n';
import { formatDecimal } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import { OpenAsUser } from '../../../shared/people/components/open-as-user';

const Profile = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;

/** Who the customer is, how to reach them, since when, what they booked and paid, and what they hold to spend. */
export function CustomerHeader({ customer }: { customer: SuperCustomerDetail }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  const money = (cents: number) => formatMoney(cents, locale);
  // The country is stored as its code ('pt'): named in the page's language, as the rest of the address reads.
  const { address, zipcode, city, country } = customer.address;
  const place = [address, zipcode, city, country ? regionName(country, locale) : null].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    [
      t('customer.email'),
      <a key="email" href={`mailto:${customer.email}`}>
        {customer.email}
      </a>,
    ],
    [
      t('customer.phone'),
      customer.phone ? (
        <a key="phone" href={`tel:${customer.phone}`}>
          {customer.phone}
        </a>
      ) : (
        '—'
      ),
    ],
    [t('customer.language'), customer.language ? t(`customer.languages.${customer.language}`) : '—'],
    [t('customer.memberSince'), formatDate(customer.created_at)],
    [
      t('customer.account'),
      customer.guest
        ? t('customer.guest')
        : customer.email_verified_at
          ? t('customer.verifiedOn', { date: formatDate(customer.email_verified_at) })
          : t('customer.notVerified'),
    ],
    [t('customer.birthdate'), customer.birthdate ? formatDate(customer.birthdate) : '—'],
    [t('customer.address'), place || '—'],
  ];
  return (
    <Profile aria-labelledby="customer-profile">
      <h2 id="customer-profile">{t('customer.profile')}</h2>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <StatGrid>
        <StatCard label={t('customer.bookings')} value={String(customer.totals.bookings)} />
        <StatCard
          label={t('customer.paidTotal')}
          value={money(customer.totals.paid_total_cents)}
          hint={t('customer.paidTotalHint')}
        />
        <StatCard
          label={t('customer.giftCardBalance')}
          value={money(customer.balances.gift_card_cents)}
          hint={t('customer.giftCardsCount', { count: customer.balances.gift_cards })}
        />
        <StatCard label={t('customer.points')} value={formatDecimal(customer.balances.points, locale)} />
      </StatGrid>
      {!customer.guest && (
        <Actions>
          <OpenAsUser userId={customer.id} name={name} userType="CLIENT" />
        </Actions>
      )}
    </Profile>
  );
}
