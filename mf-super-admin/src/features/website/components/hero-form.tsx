// The home hero of one language: title and subtitle (react-hook-form over the shared contract, the API's 422 on the
// fields) with a preview of the home's top before saving, and the picture (chosen file previewed before upload; the API
// checks it by structure; its 422 on the field). A save of the words names the version the form started from: if
// someone saved a newer one meanwhile, nothing is saved and the card offers the latest words (docs/adr/050).
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { WebsiteHomeBody, type SuperWebsiteHome } from '@mp/shared/contracts';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { FieldText } from '../../../shared/content-history/content-differences';
import { StaleSaveNotice } from '../../../shared/content-history/stale-save-notice';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useSaveWebsiteHome } from '../api/save-website-home';
import { useUploadWebsiteHero } from '../api/upload-website-hero';
import { HeroPreview } from './hero-preview';
import { TextHistory } from './text-history';

const Card = styled.section`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.2rem;
  }
  img {
    width: 100%;
    height: 160px;
    object-fit: cover;
    border-radius: 8px;
    display: block;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

type Words = { title: string; subtitle: string };

export function HeroForm({
  home,
  onDirtyChange,
}: {
  home: SuperWebsiteHome;
  onDirtyChange(dirty: boolean): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const languageName = t(`website.languages.${home.language}`);
  const form = useContractForm<Words>(WebsiteHomeBody, {
    defaultValues: { title: home.title, subtitle: home.subtitle },
  });
  const save = useSaveWebsiteHome();
  /** The saved version the words started from; a save based on an older one than the newest is refused. */
  const [basis, setBasis] = useState(home.version_id);
  const [stale, setStale] = useState(false);
  const upload = useUploadWebsiteHero();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const fileId = useId();
  const headingId = useId();
  const dirty = form.formState.isDirty || file !== null;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const wordFields = (words: Words): FieldText[] => [
    { key: 'title', label: t('website.hero.titleField'), text: words.title },
    { key: 'subtitle', label: t('website.hero.subtitleField'), text: words.subtitle },
  ];
  const showSaved = (saved: SuperWebsiteHome) => {
    form.reset({ title: saved.title, subtitle: saved.subtitle });
    setBasis(saved.version_id);
    setStale(false);
  };

  const failed = (error: unknown, fallback: string) => {
    if (error instanceof ApiError && error.status === 422) return applyServerErrors(form, error);
    if (error instanceof ApiError && error.status === 409) return setStale(true);
    toastStore.getState().show({ message: fallback, kind: 'error' });
    return [];
  };

  const submit = form.handleSubmit((words) =>
    save.mutate(
      { language: home.language, ...words, based_on_version: basis },
      {
        onSuccess: (saved) => {
          showSaved(saved);
          toastStore.getState().show({ message: t('website.hero.saved', { language: languageName }), kind: 'success' });
        },
        onError: (error) => failed(error, t('website.saveFailed')),
      },
    ),
  );

  const sendPicture = () => {
    if (!file) return;
    setFileError(undefined);
    upload.mutate(
      { language: home.language, file },
      {
        onSuccess: () => {
          setFile(null);
          toastStore
            .getState()
            .show({ message: t('website.hero.pictureSaved', { language: languageName }), kind: 'success' });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setFileError(Object.values(error.errors)[0]?.[0]);
          else if (error instanceof ApiError && error.status === 413) setFileError(t('website.hero.tooLarge'));
          else toastStore.getState().show({ message: t('website.saveFailed'), kind: 'error' });
        },
      },
    );
  };

  const defaultPicture = () =>
    save.mutate(
      {
        language: home.language,
        title: home.title,
        subtitle: home.subtitle,
        default_picture: true,
        based_on_version: basis,
      },
      {
        onSuccess: (saved) => {
          // The words saved with the picture are the saved ones: unsaved edits stay in the form.
          setBasis(saved.version_id);
          toastStore
            .getState()
            .show({ message: t('website.hero.pictureReset', { language: languageName }), kind: 'success' });
        },
        onError: (error) => failed(error, t('website.saveFailed')),
      },
    );

  return (
    <Card aria-labelledby={headingId} lang={home.language}>
      <h2 id={headingId}>{t('website.hero.title', { language: languageName })}</h2>
      <img
        src={preview ?? home.image_url}
        alt={preview ? t('website.hero.previewAlt') : t('website.hero.currentAlt', { language: languageName })}
        width={1200}
        height={480}
      />
      <div className="row">
        <label htmlFor={fileId}>{t('website.hero.picture')}</label>
        <input
          id={fileId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${fileId}-error` : `${fileId}-hint`}
          onChange={(e) => {
            setFileError(undefined);
            setFile(e.target.files?.[0] ?? null);
          }}
        />
      </div>
      <p id={`${fileId}-hint`}>{t('website.hero.pictureHint')}</p>
      {fileError && (
        <p className="error" id={`${fileId}-error`} role="alert">
          {fileError}
        </p>
      )}
      <div className="row">
        <Button type="button" variant="secondary" disabled={!file} busy={upload.isPending} onClick={sendPicture}>
          {t('website.hero.upload', { language: languageName })}
        </Button>
        {home.custom_image && (
          <Button
            type="button"
            variant="secondary"
            busy={save.isPending && !form.formState.isDirty}
            onClick={defaultPicture}
          >
            {t('website.hero.useDefault')}
          </Button>
        )}
      </div>
      <form
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label={t('website.hero.wordsOf', { language: languageName })}
      >
        <FormTextField form={form} name="title" label={t('website.hero.titleField')} required />
        <FormTextAreaField form={form} name="subtitle" label={t('website.hero.subtitleField')} rows={3} required />
        <HeroPreview
          language={home.language}
          imageUrl={preview ?? home.image_url}
          title={form.watch('title')}
          subtitle={form.watch('subtitle')}
        />
        {stale && (
          <StaleSaveNotice
            // The hero is read again after the refusal; until then there is nothing newer to show.
            latest={home.version_id !== basis ? wordFields(home) : null}
            yours={wordFields(form.getValues())}
            savedBy={home.version_id !== basis ? home.updated_by : null}
            onReload={() => showSaved(home)}
          />
        )}
        <div>
          <Button type="submit" busy={save.isPending}>
            {t('website.hero.save', { language: languageName })}
          </Button>
        </div>
      </form>
      <TextHistory
        text={{ kind: 'home', language: home.language }}
        renderPreview={(version) => (
          <>
            <p>
              <strong>{version.content.title}</strong>
            </p>
            {'subtitle' in version.content && <p>{version.content.subtitle}</p>}
          </>
        )}
        fieldsOf={(version) => ('subtitle' in version.content ? wordFields(version.content) : [])}
        currentFields={wordFields(home)}
        onRestored={(saved) => {
          if ('subtitle' in saved) showSaved(saved);
        }}
      />
    </Card>
  );
}
