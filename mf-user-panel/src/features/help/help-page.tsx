// /user-panel/help: answers to the questions customers ask most, and "message our team" (a chat with
// staff on /user-panel/messages).
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { Button, PageFrame } from '@mp/shared/ui';
import { useOpenSupportChat } from './api/open-support-chat';

const TOPICS = ['booking', 'payment', 'cancel', 'giftCards', 'points', 'account'] as const;

const Topics = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  details {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
  }
  summary {
    font-weight: 600;
    cursor: pointer;
  }
`;

function HelpPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const navigate = useNavigate();
  const pathTo = usePathTo();
  const support = useOpenSupportChat();
  return (
    <PageFrame title={title}>
      <section aria-labelledby="help-topics">
        <h2 id="help-topics">{t('help.topics')}</h2>
        <Topics>
          {TOPICS.map((topic) => (
            <details key={topic}>
              <summary>{t(`help.${topic}.question`)}</summary>
              <p>{t(`help.${topic}.answer`)}</p>
            </details>
          ))}
        </Topics>
      </section>
      <section aria-labelledby="help-contact">
        <h2 id="help-contact">{t('help.contactTitle')}</h2>
        <p>{t('help.contactText')}</p>
        <Button
          busy={support.isPending}
          onClick={() =>
            support.mutate(undefined, { onSuccess: (chat) => navigate(pathTo('user-panel.messages', { id: chat.id })) })
          }
        >
          {t('help.messageTeam')}
        </Button>
        <div role="status" aria-live="polite">
          {support.isError && t('help.messageFailed')}
        </div>
      </section>
    </PageFrame>
  );
}

export default HelpPage;
