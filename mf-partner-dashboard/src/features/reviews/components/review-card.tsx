// One review of the company's services: stars, service, author, date on Lisbon's clock, text and the verified mark;
// under it the company's reply with its date, or a Reply button that opens the reply form.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CompanyReview } from '@mp/shared/contracts';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { ReplyForm } from './reply-form';

const Card = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .meta {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  .verified {
    font-weight: 600;
  }
`;
const Reply = styled.section`
  margin-top: ${({ theme }) => theme.space(2)};
  margin-left: ${({ theme }) => theme.space(3)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 0.95rem;
  }
`;

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export function ReviewCard({ review }: { review: CompanyReview }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const [answering, setAnswering] = useState(false);
  const date = (iso: string) => formatInstant(iso, locale, { dateStyle: 'medium' });
  return (
    <Card>
      <h3>{review.service_name}</h3>
      <span role="img" aria-label={t('replies.stars', { count: review.stars })}>
        {stars(review.stars)}
      </span>
      <p>{review.text}</p>
      <p className="meta">
        {t('replies.by', { author: review.author, date: date(review.created_at) })}
        {review.country ? ` · ${review.country.toUpperCase()}` : ''}
        {review.verified && <span className="verified"> · {t('replies.verified')}</span>}
      </p>
      {review.reply_text ? (
        <Reply aria-label={t('replies.answer')}>
          <h4>{t('replies.answer')}</h4>
          <p>{review.reply_text}</p>
          {review.reply_at && <p className="meta">{date(review.reply_at)}</p>}
        </Reply>
      ) : answering ? (
        <ReplyForm review={review} onDone={() => setAnswering(false)} />
      ) : (
        <div>
          <Button
            type="button"
            variant="secondary"
            aria-label={t('replies.replyTo', { author: review.author })}
            onClick={() => setAnswering(true)}
          >
            {t('replies.reply')}
          </Button>
        </div>
      )}
    </Card>
  );
}
