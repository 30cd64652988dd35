import { useMemo, useState, type ReactNode } from 'react';
import type { CustomerNote } from '@mp/shared/contracts';
import { ConfirmDialog, type DataColumn, type TableStateHandle } from '@mp/shared/dashboard';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, Modal } from '@mp/shared/ui';
import { useAddCustomerNote } from '../api/add-customer-note';
import { useDeleteCustomerNote } from '../api/delete-customer-note';
import { useEditCustomerNote } from '../api/edit-customer-note';
import { useCustomerNotes } from '../api/get-customer-notes';
import { NoteForm } from './note-form';
import { PartTable } from './part-table';

/** Notes about the customer that only staff read: anyone with the page adds one; only its author edits or deletes it. */
export function NotesSection({ id, state }: { id: number; state: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const notes = useCustomerNotes(id, state.query);
  const add = useAddCustomerNote(id);
  const edit = useEditCustomerNote(id);
  const remove = useDeleteCustomerNote(id);
  const [editing, setEditing] = useState<CustomerNote | null>(null);
  const [deleting, setDeleting] = useState<CustomerNote | null>(null);
  const [said, setSaid] = useState('');
  const columns = useMemo<DataColumn<CustomerNote>[]>(() => {
    const when = (at: string) => formatInstant(at, locale, { dateStyle: 'medium', timeStyle: 'short' });
    return [
      {
        id: 'body',
        header: t('customer.note'),
        cell: ({ row }) => <span style={{ whiteSpace: 'pre-wrap' }}>{row.original.body}</span>,
      },
      { id: 'author', header: t('customer.author'), cell: ({ row }) => row.original.author.name },
      {
        id: 'created_at',
        header: t('customer.written'),
        cell: ({ row }) =>
          row.original.edited_at
            ? `${when(row.original.created_at)} (${t('customer.editedOn', { date: when(row.original.edited_at) })})`
            : when(row.original.created_at),
      },
      {
        id: 'actions',
        header: t('people.actions'),
        cell: ({ row }) =>
          row.original.mine ? (
            <>
              <Button
                variant="secondary"
                onClick={() => setEditing(row.original)}
                aria-label={t('customer.editNoteOf', { date: when(row.original.created_at) })}
              >
                {t('customer.edit')}
              </Button>{' '}
              <Button
                variant="secondary"
                onClick={() => setDeleting(row.original)}
                aria-label={t('customer.deleteNoteOf', { date: when(row.original.created_at) })}
              >
                {t('customer.delete')}
              </Button>
            </>
          ) : null,
      },
    ];
  }, [t, locale]);
  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        setSaid(t('customer.noteDeleted'));
      },
      onError: () => toastStore.getState().show({ message: t('customer.noteFailed'), kind: 'error' }),
    });
  };
  return (
    <PartTable
      title={t('customer.tabs.notes')}
      headingId="customer-notes"
      columns={columns}
      query={notes}
      state={state}
      empty={t('customer.emptyNotes')}
    >
      <p>{t('customer.notesLead')}</p>
      <NoteForm
        label={t('customer.newNote')}
        submitLabel={t('customer.addNote')}
        busy={add.isPending}
        onSave={async (body) => {
          setSaid('');
          await add.mutateAsync({ body });
          setSaid(t('customer.noteAdded'));
        }}
      />
      <p role="status" aria-live="polite">
        {said}
      </p>
      <Modal open={editing !== null} title={t('customer.editNote')} onClose={() => setEditing(null)}>
        {editing && (
          <NoteForm
            label={t('customer.note')}
            submitLabel={t('customer.saveNote')}
            initial={editing.body}
            busy={edit.isPending}
            onCancel={() => setEditing(null)}
            onSave={async (body) => {
              await edit.mutateAsync({ noteId: editing.id, body: { body } });
              setEditing(null);
              setSaid(t('customer.noteSaved'));
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('customer.deleteNote')}
        confirmLabel={t('customer.delete')}
        destructive
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('customer.deleteNoteText')}</p>
      </ConfirmDialog>
    </PartTable>
  );
}
