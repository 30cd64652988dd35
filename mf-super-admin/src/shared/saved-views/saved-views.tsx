// A list page's saved views: "My views" and the ones colleagues share, under one disclosure beside the filters, so a
// closed control costs the list one line. A view is a link to the page with its query; the owner saves the current
// filters and sort as a view, renames it, saves newer filters into it, shares or unshares it, and deletes it.
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Link, useLocation } from 'react-router';
import type { SavedView, SavedViewList } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { FilterBox } from '../filters/filter-box';
import { useCreateSavedView } from './api/create-saved-view';
import { useDeleteSavedView } from './api/delete-saved-view';
import { useSavedViews } from './api/get-saved-views';
import { useUpdateSavedView } from './api/update-saved-view';
import { OwnViewActions, problemOf, Row } from './own-view-actions';
import { activeViewOf, viewQueryOf } from './saved-query';
import { ViewNameDialog } from './view-name-dialog';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} 0;
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  li > a {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    overflow-wrap: anywhere;
  }
  a[aria-current] {
    font-weight: 700;
  }
  p {
    margin: 0;
  }
`;
const Note = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;
const Active = styled.span`
  font-weight: 400;
  margin-left: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
`;

type Dialog = { kind: 'save' } | { kind: 'rename'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

export function SavedViews({ list }: { list: SavedViewList }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const { search } = useLocation();
  const views = useSavedViews(list);
  const create = useCreateSavedView();
  const update = useUpdateSavedView();
  const remove = useDeleteSavedView();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [said, setSaid] = useState('');
  const all = views.data ?? [];
  const active = activeViewOf(all, search);
  const current = viewQueryOf(search);
  const mine = all.filter((view) => view.mine);
  const shared = all.filter((view) => !view.mine);
  const viewLink = (view: SavedView) => (
    <Link
      to={{ search: view.query ? `?${view.query}` : '' }}
      aria-current={active?.id === view.id ? 'true' : undefined}
      onClick={() => setOpen(false)}
    >
      {view.name}
    </Link>
  );

  return (
    <>
      <FilterBox open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          {/* One child, so the title and the active view's name wrap as one line of text on a phone. */}
          <span>
            {t('savedViews.title')}
            {active && <Active>{t('savedViews.showing', { name: active.name })}</Active>}
          </span>
        </summary>
        <Panel>
          <Row>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'save' })}>
              {t('savedViews.saveCurrent')}
            </Button>
          </Row>
          {views.isError && <p>{t('savedViews.loadFailed')}</p>}
          <section aria-labelledby={`saved-views-mine-${list}`}>
            <h3 id={`saved-views-mine-${list}`}>{t('savedViews.mine')}</h3>
            {mine.length === 0 ? (
              <p>{t('savedViews.noneMine')}</p>
            ) : (
              <ul>
                {mine.map((view) => (
                  <li key={view.id}>
                    {viewLink(view)}
                    {view.shared && <Note>{t('savedViews.sharedNote')}</Note>}
                    <OwnViewActions
                      view={view}
                      showing={active?.id === view.id}
                      current={current}
                      onRename={() => setDialog({ kind: 'rename', view })}
                      onDelete={() => setDialog({ kind: 'delete', view })}
                      onSaid={setSaid}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={`saved-views-shared-${list}`}>
            <h3 id={`saved-views-shared-${list}`}>{t('savedViews.fromColleagues')}</h3>
            {shared.length === 0 ? (
              <p>{t('savedViews.noneShared')}</p>
            ) : (
              <ul>
                {shared.map((view) => (
                  <li key={view.id}>
                    {viewLink(view)}
                    <Note>{t('savedViews.by', { name: view.owner.name })}</Note>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <p role="status" aria-live="polite">
            {said}
          </p>
        </Panel>
      </FilterBox>
      {dialog?.kind === 'save' && (
        <ViewNameDialog
          title={t('savedViews.saveTitle')}
          submitLabel={t('savedViews.save')}
          withShare
          busy={create.isPending}
          onSubmit={async (values) => {
            setSaid('');
            const view = await create.mutateAsync({ list, query: current, name: values.name, shared: !!values.shared });
            setSaid(t('savedViews.saved', { name: view.name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'rename' && (
        <ViewNameDialog
          title={t('savedViews.renameTitle', { name: dialog.view.name })}
          submitLabel={t('savedViews.rename')}
          name={dialog.view.name}
          busy={update.isPending}
          onSubmit={async (values) => {
            setSaid('');
            const view = await update.mutateAsync({ id: dialog.view.id, name: values.name });
            setSaid(t('savedViews.renamed', { name: view.name }));
          }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('savedViews.deleteTitle', { name: dialog?.kind === 'delete' ? dialog.view.name : '' })}
        confirmLabel={t('savedViews.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDialog(null)}
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          const { view } = dialog;
          setSaid('');
          remove.mutate(view.id, {
            onSuccess: () => setSaid(t('savedViews.deleted', { name: view.name })),
            onError: (error) => setSaid(problemOf(error, t)),
            onSettled: () => setDialog(null),
          });
        }}
      >
        <p>{t('savedViews.deleteText')}</p>
      </ConfirmDialog>
    </>
  );
}
