// The photos of a service already made: added (saved at once), put in order, described for screen readers in English
// and Portuguese, and removed; "Save the photos" keeps the list as shown, and the storefront shows it at once.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, TextField } from '@mp/shared/ui';
import type { DashboardServiceDetail } from '@mp/shared/contracts';
import { PhotoRow } from './photo-row';
import { usePhotoList } from './use-photo-list';

const List = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
`;
const Add = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-block: ${({ theme }) => theme.space(4)};
  /* One column no wider than the page: a file field is as wide as its browser's button and file name. */
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  & > * {
    max-width: 100%;
  }
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

export function PhotoEditor({ service }: { service: DashboardServiceDetail }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const list = usePhotoList(service);
  const toast = (message: string, kind: 'success' | 'error') => toastStore.getState().show({ message, kind });
  const failed = () => toast(t('photos.failed'), 'error');
  return (
    <section aria-labelledby="service-photos-title">
      <h2 id="service-photos-title">{t('photos.title')}</h2>
      <p>{t('photos.intro')}</p>
      {list.photos.length === 0 && <p>{t('photos.none')}</p>}
      <List aria-label={t('photos.list')}>
        {list.photos.map((photo, i) => (
          <PhotoRow
            key={photo.id}
            photo={photo}
            n={i + 1}
            count={list.photos.length}
            errors={list.errors}
            onMove={(by) => list.move(i, by)}
            onRemove={() => list.remove(i)}
            onDescribe={(lang, text) => list.describe(i, lang, text)}
          />
        ))}
      </List>
      {list.errors.photos && <Problem role="alert">{list.errors.photos}</Problem>}
      <Button
        type="button"
        busy={list.saving}
        onClick={() => list.save(() => toast(t('photos.saved'), 'success'), failed)}
      >
        {t('photos.save')}
      </Button>
      <p role="status">{list.saved ? t('edit.savedStatus') : ''}</p>
      <Add>
        <TextField
          key={list.uploads}
          label={t('photos.add')}
          name="pictures"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          hint={t('newService.picturesChosen', { count: list.files.length })}
          error={list.errors.pictures}
          onChange={(e) => list.chooseFiles(Array.from(e.target.files ?? []))}
        />
        <Button
          type="button"
          variant="secondary"
          busy={list.adding}
          disabled={list.files.length === 0}
          onClick={() => list.upload(() => toast(t('photos.added'), 'success'), failed)}
        >
          {t('photos.upload')}
        </Button>
      </Add>
    </section>
  );
}
