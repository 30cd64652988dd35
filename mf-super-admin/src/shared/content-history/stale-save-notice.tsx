// A save refused because someone else saved a newer version after the editor was opened (the API's 409): nothing was
// saved, and nothing is replaced until staff choose to. "Reload the latest" puts the newest text in the editor (their
// edits are dropped); "See what differs" shows the latest text beside theirs first, so they can copy what they need.
import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { differences, type FieldText } from './content-differences';
import { FieldDifferences } from './field-differences';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  details[open] summary {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

export function StaleSaveNotice({
  latest,
  yours,
  savedBy,
  onReload,
}: {
  /** The newest saved text (read again after the refusal); null while it is on its way. */
  latest: readonly FieldText[] | null;
  /** The editor's unsaved text. */
  yours: readonly FieldText[];
  /** Who saved the newest version, if known. */
  savedBy: string | null;
  onReload(): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const box = useRef<HTMLDivElement>(null);
  // The notice takes the focus from the save button, so a keyboard user lands on its choices.
  useEffect(() => box.current?.focus(), []);
  const changed = latest ? differences(latest, yours) : [];
  return (
    <Box ref={box} role="alert" tabIndex={-1}>
      <p>
        <strong>{t('contentHistory.staleTitle')}</strong>
      </p>
      <p>{t('contentHistory.staleText', { who: savedBy ?? t('contentHistory.someone') })}</p>
      <div>
        <Button type="button" disabled={latest === null} onClick={onReload}>
          {t('contentHistory.reload')}
        </Button>
      </div>
      {latest && (
        <details>
          <summary>{t('contentHistory.compare')}</summary>
          {changed.length ? (
            <FieldDifferences
              differences={changed}
              currentLabel={t('contentHistory.latest')}
              otherLabel={t('contentHistory.yours')}
            />
          ) : (
            <p>{t('contentHistory.noDifference')}</p>
          )}
        </details>
      )}
    </Box>
  );
}
