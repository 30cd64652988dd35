// What staff do with a conversation besides answering it: assign it to themselves or a colleague who answers chats,
// and close or reopen it. Each result is announced in the status region under the buttons.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { InboxChat } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { useAuth } from '@mp/shared/stores';
import { Button, SelectField } from '@mp/shared/ui';
import { useAssignChat } from '../api/assign-chat';
import { useChatAgents } from '../api/get-chat-agents';
import { useSetChatStatus } from '../api/set-chat-status';
import { personName } from './inbox-list';

const Tools = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function ConversationTools({ chat }: { chat: InboxChat }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const me = useAuth((s) => s.user?.id ?? null);
  const agents = useChatAgents();
  const assign = useAssignChat();
  const status = useSetChatStatus();
  const [colleague, setColleague] = useState('');
  const [said, setSaid] = useState('');
  const titleId = useId();
  const colleagues = (agents.data ?? []).filter((a) => a.id !== me && a.id !== chat.assigned_to?.id);

  const assignTo = (user: number, name: string) =>
    assign.mutate(
      { chatId: chat.id, user },
      {
        onSuccess: () => {
          setColleague('');
          setSaid(user === me ? t('inbox.assignedToYou') : t('inbox.assignedTo', { name }));
        },
        onError: () => setSaid(t('inbox.actionFailed')),
      },
    );
  const pickColleague = (event: FormEvent) => {
    event.preventDefault();
    const agent = colleagues.find((a) => String(a.id) === colleague);
    if (agent) assignTo(agent.id, personName(agent));
  };
  const toggle = () => {
    const next = chat.request_status === 'open' ? 'closed' : 'open';
    status.mutate(
      { chatId: chat.id, status: next },
      {
        onSuccess: () => setSaid(next === 'closed' ? t('inbox.closedDone') : t('inbox.reopenedDone')),
        onError: () => setSaid(t('inbox.actionFailed')),
      },
    );
  };

  return (
    <Tools aria-labelledby={titleId}>
      <h2 id={titleId}>{t('inbox.tools')}</h2>
      <p data-testid="inbox-assignee">
        {chat.assigned_to
          ? chat.assigned_to.id === me
            ? t('inbox.assignedToYou')
            : t('inbox.assignedTo', { name: personName(chat.assigned_to) })
          : t('inbox.unassigned')}
      </p>
      <div className="row">
        {me !== null && chat.assigned_to?.id !== me && (
          <Button onClick={() => assignTo(me, '')} busy={assign.isPending && assign.variables.user === me}>
            {t('inbox.assignToMe')}
          </Button>
        )}
        <Button variant="secondary" onClick={toggle} busy={status.isPending}>
          {chat.request_status === 'open' ? t('inbox.close') : t('inbox.reopen')}
        </Button>
      </div>
      {colleagues.length > 0 && (
        <form onSubmit={pickColleague}>
          <SelectField
            label={t('inbox.colleague')}
            placeholder={t('inbox.colleaguePlaceholder')}
            options={colleagues.map((a) => ({ value: String(a.id), label: personName(a) }))}
            value={colleague}
            onChange={(event) => setColleague(event.target.value)}
          />
          <div className="row">
            <Button type="submit" variant="secondary" disabled={colleague === ''}>
              {t('inbox.assign')}
            </Button>
          </div>
        </form>
      )}
      <div role="status" aria-live="polite" data-testid="inbox-said">
        {said}
      </div>
    </Tools>
  );
}
