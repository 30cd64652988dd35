// The company's answer under a review on the service page, set in from the review it answers.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ReviewReply as Reply } from '@mp/shared/contracts';
import { formatDate, useTranslation } from '@mp/shared/i18n';

const Block = styled.div`
  margin: ${({ theme }) => theme.space(1)} 0 0 ${({ theme }) => theme.space(4)};
  padding-left: ${({ theme }) => theme.space(3)};
  border-left: 3px solid ${({ theme }) => theme.colors.border};
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

export function ReviewReply({ reply }: { reply: Reply }): ReactNode {
  const { t } = useTranslation('catalogue');
  return (
    <Block>
      <p>
        <strong>{t('service.replyFrom', { company: reply.company_name })}</strong> · {formatDate(reply.at)}
      </p>
      <p>{reply.text}</p>
    </Block>
  );
}
