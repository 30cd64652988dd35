// /user-panel/gift-cards: each card with its code (hidden until asked), balance, expiry and transactions.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ClientGiftCard } from '@mp/shared/contracts';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth, useLocale } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, PageFrame, Pager, Spinner, Table } from '@mp/shared/ui';
import { maskCode, useClientGiftCards } from './api/get-client-gift-cards';

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.1rem;
  }
  code {
    font-size: 1.1rem;
    margin-right: ${({ theme }) => theme.space(2)};
  }
`;
const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

function GiftCardEntry({ card }: { card: ClientGiftCard }): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const [shown, setShown] = useState(false);
  return (
    <Card data-testid="gift-card">
      <h2>{card.service_name ?? t('giftCards.card')}</h2>
      <p>
        <code data-testid="gift-card-code">{shown ? card.code : maskCode(card.code)}</code>
        <Button variant="ghost" aria-pressed={shown} onClick={() => setShown((v) => !v)}>
          {shown ? t('giftCards.hideCode') : t('giftCards.showCode')}
        </Button>
      </p>
      <p>
        {t('giftCards.balance', {
          balance: formatMoney(card.balance_cents, locale),
          value: formatMoney(card.value_cents, locale),
        })}{' '}
        · {t(`giftCards.status.${card.status}`)} · {t('giftCards.expires', { date: formatDate(card.expires_at) })}
      </p>
      <Table
        caption={t('giftCards.transactions')}
        rows={card.transactions}
        rowKey={(x) => x.id}
        empty={t('giftCards.noTransactions')}
        columns={[
          { key: 'date', header: t('giftCards.date'), render: (x) => formatDate(x.created_at) },
          { key: 'kind', header: t('giftCards.what'), render: (x) => t(`giftCards.kind.${x.kind}`) },
          { key: 'booking', header: t('giftCards.booking'), render: (x) => x.booking_reference ?? '—' },
          {
            key: 'amount',
            header: t('giftCards.amount'),
            render: (x) => `${x.kind === 'redeem' ? '−' : '+'}${formatMoney(x.amount_cents, locale)}`,
          },
        ]}
      />
    </Card>
  );
}

function GiftCardsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const user = useAuth(actingUser);
  const [page, setPage] = useState(1);
  const query = useClientGiftCards(user?.id ?? null, page);
  const data = query.data;
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {data && data.data.length === 0 && <EmptyState title={t('giftCards.empty')} />}
      {data && data.data.length > 0 && (
        <>
          <Cards aria-label={title}>
            {data.data.map((card) => (
              <GiftCardEntry key={card.id} card={card} />
            ))}
          </Cards>
          {data.last_page > 1 && <Pager page={data.current_page} lastPage={data.last_page} onPageChange={setPage} />}
        </>
      )}
    </PageFrame>
  );
}

export default GiftCardsPage;
