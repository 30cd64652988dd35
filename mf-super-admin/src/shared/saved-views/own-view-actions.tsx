// What the owner of a saved view does beside it: rename it, save the page's current filters into it, share or
// unshare it, delete it. Each button names its view, so a screen reader's list of buttons tells them apart.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { SavedView } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useUpdateSavedView } from './api/update-saved-view';

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The words for a change the API refused: a colleague's view (403), or anything else. */
export function problemOf(error: unknown, t: (key: string) => string): string {
  return error instanceof ApiError && error.status === 403 ? t('savedViews.notOwner') : t('savedViews.failed');
}

export interface OwnViewActionsProps {
  view: SavedView;
  /** The page shows this view now: there is nothing newer to save into it. */
  showing: boolean;
  /** The page's query now, as a view keeps it. */
  current: string;
  onRename(): void;
  onDelete(): void;
  /** Tells the user what happened (the panel's status line; '' clears it). */
  onSaid(message: string): void;
}

export function OwnViewActions({ view, showing, current, onRename, onDelete, onSaid }: OwnViewActionsProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const update = useUpdateSavedView();
  const name = view.name;
  const change = (body: { query?: string; shared?: boolean }, done: string) => {
    onSaid('');
    update.mutate({ id: view.id, ...body }, { onSuccess: () => onSaid(done), onError: (e) => onSaid(problemOf(e, t)) });
  };
  return (
    <Row>
      <Button variant="ghost" aria-label={t('savedViews.renameNamed', { name })} onClick={onRename}>
        {t('savedViews.rename')}
      </Button>
      {!showing && (
        <Button
          variant="ghost"
          aria-label={t('savedViews.updateNamed', { name })}
          disabled={update.isPending}
          onClick={() => change({ query: current }, t('savedViews.updated', { name }))}
        >
          {t('savedViews.update')}
        </Button>
      )}
      <Button
        variant="ghost"
        aria-label={t(view.shared ? 'savedViews.unshareNamed' : 'savedViews.shareNamed', { name })}
        disabled={update.isPending}
        onClick={() =>
          change({ shared: !view.shared }, t(view.shared ? 'savedViews.unshared' : 'savedViews.sharedDone', { name }))
        }
      >
        {t(view.shared ? 'savedViews.unshare' : 'savedViews.shareAction')}
      </Button>
      <Button variant="ghost" aria-label={t('savedViews.deleteNamed', { name })} onClick={onDelete}>
        {t('savedViews.delete')}
      </Button>
    </Row>
  );
}
