import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SuperCustomerDetail } from '@mp/shared/contracts';
import { formatDate, formatMoney, regionName, useTranslation } from '@mp/shared/i18n';
import { formatDecimal } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import { OpenAsUser } from '../../../shared/people/components/open-as-user';

// Compact, so the section tabs below stay on the first screen at 1280×800: on a wide screen the facts read two to a row
// beside the four figures, each figure a line rather than a card; on a phone everything stacks.
const Profile = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'title' 'facts' 'figures';
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
    grid-template-rows: auto 1fr;
    grid-template-areas: 'title figures' 'facts figures';
    align-items: start;
  }
`;

const Title = styled.div`
  grid-area: title;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Facts = styled.dl`
  grid-area: facts;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: max-content minmax(0, 1fr) max-content minmax(0, 1fr);
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Figures = styled.dl`
  grid-area: figures;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  > div {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
    font-weight: 600;
  }
  dd {
    margin: 0;
    font-size: 1.25rem;
    font-weight: 700;
  }
  dd + dd {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
    font-weight: 400;
  }
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
  const figures: { label: string; value: string; hint?: string }[] = [
    { label: t('customer.bookings'), value: String(customer.totals.bookings) },
    {
      label: t('customer.paidTotal'),
      value: money(customer.totals.paid_total_cents),
      hint: t('customer.paidTotalHint'),
    },
    {
      label: t('customer.giftCardBalance'),
      value: money(customer.balances.gift_card_cents),
      hint: t('customer.giftCardsCount', { count: customer.balances.gift_cards }),
    },
    { label: t('customer.points'), value: formatDecimal(customer.balances.points, locale) },
  ];
  return (
    <Profile aria-labelledby="customer-profile">
      <Title>
        <h2 id="customer-profile">{t('customer.profile')}</h2>
        {!customer.guest && <OpenAsUser userId={customer.id} name={name} userType="CLIENT" />}
      </Title>
      <Facts>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Facts>
      <Figures>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
            {figure.hint && <dd>{figure.hint}</dd>}
          </div>
        ))}
      </Figures>
    </Profile>
  );
}
