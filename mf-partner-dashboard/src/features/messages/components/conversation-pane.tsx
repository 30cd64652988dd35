// The right-hand side of the inbox: the open conversation with a link to the booking it is about, or what to do
// when none is open (or the URL names one the company does not have). On a phone it has a way back to the list.
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { PartnerInboxChat } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { Spinner } from '@mp/shared/ui';

// The chat component and its socket listeners load only with an open conversation.
const OpenConversation = lazy(() => import('../open-conversation'));

const About = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

export function ConversationPane({
  open,
  chatId,
}: {
  open: PartnerInboxChat | null;
  chatId: number | null;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const pathTo = usePathTo();
  return (
    <div>
      <Link className="back" to={pathTo('dashboard.messages')}>
        <span aria-hidden="true">← </span>
        {t('messages.back')}
      </Link>
      {open === null ? (
        <p>{chatId === null ? t('messages.pick') : t('messages.notFound')}</p>
      ) : (
        <>
          {open.booking && (
            <About>
              <Link
                to={`${pathTo('dashboard.calendar-and-bookings')}?item=${open.booking.item_id}&customer=${open.participant.id}`}
              >
                {t('messages.openBooking', { reference: open.booking.reference, service: open.booking.service_name })}
              </Link>
            </About>
          )}
          <Suspense fallback={<Spinner />}>
            <OpenConversation chat={open} />
          </Suspense>
        </>
      )}
    </div>
  );
}
