import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { useTranslation } from '@mp/shared/i18n';
import { useUploadProfileImage } from './api/profile-api';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  img {
    max-width: 12rem;
    border-radius: ${({ theme }) => theme.radius};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Avatar or cover: the current picture and a file input that uploads at once (JPEG, PNG or WebP, up to 5 MB). */
export function ImageUpload({
  userId,
  kind,
  url,
}: {
  userId: number;
  kind: 'avatar' | 'cover';
  url: string | null;
}): ReactNode {
  const { t } = useTranslation('userPanel');
  const id = useId();
  const upload = useUploadProfileImage(userId, kind);
  const error =
    upload.error instanceof ApiError
      ? (Object.values(upload.error.errors)[0]?.[0] ?? t('profile.uploadFailed'))
      : upload.isError
        ? t('profile.uploadFailed')
        : null;
  return (
    <Box>
      {url && <img src={url} alt={t(`profile.${kind}Alt`)} />}
      <label htmlFor={id}>{t(`profile.${kind}Label`)}</label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      <span id={`${id}-hint`}>{t('profile.imageHint')}</span>
      <div role="status" aria-live="polite">
        {upload.isPending && t('profile.uploading')}
        {upload.isSuccess && t('profile.uploaded')}
      </div>
      {error && (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </Box>
  );
}
