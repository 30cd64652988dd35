import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button, TextField } from '@mp/shared/ui';
import type { PhotoDraft } from './use-photo-list';

const Row = styled.li`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 6rem;
    height: 4.5rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
  }
`;
const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** One photo: its picture, its alt text in both languages, and Move up / Move down / Remove. */
export function PhotoRow({
  photo,
  n,
  count,
  errors,
  onMove,
  onRemove,
  onDescribe,
}: {
  photo: PhotoDraft;
  n: number;
  count: number;
  errors: Readonly<Record<string, string>>;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  onDescribe: (lang: 'en' | 'pt', text: string) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  return (
    <Row>
      <img src={photo.url} alt={photo.alt_en || t('photos.photoN', { n })} />
      <Fields>
        {(['en', 'pt'] as const).map((lang) => (
          <TextField
            key={lang}
            name={`photo-${photo.id}-alt-${lang}`}
            label={t(`photos.alt_${lang}`, { n })}
            maxLength={200}
            value={photo[`alt_${lang}`]}
            error={errors[`${photo.id}.alt_${lang}`]}
            onChange={(e) => onDescribe(lang, e.target.value)}
          />
        ))}
        <Buttons>
          <Button type="button" variant="secondary" disabled={n === 1} onClick={() => onMove(-1)}>
            {t('photos.up', { n })}
          </Button>
          <Button type="button" variant="secondary" disabled={n === count} onClick={() => onMove(1)}>
            {t('photos.down', { n })}
          </Button>
          <Button type="button" variant="secondary" onClick={onRemove}>
            {t('photos.remove', { n })}
          </Button>
        </Buttons>
      </Fields>
    </Row>
  );
}
