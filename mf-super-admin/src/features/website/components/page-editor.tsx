// One static page in one language: title, meta description and body (page markup), with a live preview drawn by the
// storefront's own renderer before anything is published. The page and language pickers ask before dropping unsaved
// edits. A save names the version the form started from: if someone saved a newer one meanwhile, nothing is saved and
// the editor offers the latest text (docs/adr/050).
import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import {
  WebsitePageBody,
  type StaticPageSlug,
  type SuperWebsitePage,
  type WebsiteLanguage,
} from '@mp/shared/contracts';
import { applyServerErrors, FormTextAreaField, FormTextField, useContractForm } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, PageMarkup, Spinner } from '@mp/shared/ui';
import { useWebsitePage } from '../api/get-website-page';
import { useSaveWebsitePage } from '../api/save-website-page';
import type { FieldText } from '../../../shared/content-history/content-differences';
import { StaleSaveNotice } from '../../../shared/content-history/stale-save-notice';
import { TextHistory } from './text-history';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    align-content: start;
  }
  textarea {
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  }
  .preview {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(4)};
    max-height: 70vh;
    overflow: auto;
  }
  .help {
    margin: 0;
    padding-left: 1.2rem;
  }
  code {
    white-space: pre-wrap;
  }
`;

type Fields = { title: string; description: string; body: string };

const fieldsOf = ({ title, description, body }: Fields): Fields => ({ title, description, body });

function PageForm({ page, onDirtyChange }: { page: SuperWebsitePage; onDirtyChange(dirty: boolean): void }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const form = useContractForm<Fields>(WebsitePageBody, { defaultValues: fieldsOf(page) });
  /** The saved version the form's text started from; a save based on an older one than the newest is refused. */
  const [basis, setBasis] = useState(page.version_id);
  const [stale, setStale] = useState(false);
  const save = useSaveWebsitePage();
  const previewId = useId();
  const dirty = form.formState.isDirty;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const body = form.watch('body');
  const title = form.watch('title');
  const languageName = t(`website.languages.${page.language}`);

  const textFields = (text: Fields): FieldText[] => [
    { key: 'title', label: t('website.pages.titleField'), text: text.title },
    { key: 'description', label: t('website.pages.descriptionField'), text: text.description },
    { key: 'body', label: t('website.pages.bodyField'), text: text.body },
  ];
  const showSaved = (saved: SuperWebsitePage) => {
    form.reset(fieldsOf(saved));
    setBasis(saved.version_id);
    setStale(false);
  };

  const submit = form.handleSubmit((fields) =>
    save.mutate(
      { slug: page.slug, language: page.language, ...fields, based_on_version: basis },
      {
        onSuccess: (saved) => {
          showSaved(saved);
          toastStore.getState().show({
            message: t('website.pages.saved', { page: saved.title, language: languageName }),
            kind: 'success',
          });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) applyServerErrors(form, error);
          else if (error instanceof ApiError && error.status === 409) setStale(true);
          else toastStore.getState().show({ message: t('website.saveFailed'), kind: 'error' });
        },
      },
    ),
  );

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
  return (
    <>
      <Layout>
        <form
          noValidate
          onSubmit={(e) => void submit(e)}
          aria-label={t('website.pages.formLabel', { language: languageName })}
        >
          {page.updated_at && (
            <p>
              {t('website.lastSaved', {
                when: when.format(new Date(page.updated_at)),
                who: page.updated_by ?? t('website.seeded'),
              })}
            </p>
          )}
          <FormTextField form={form} name="title" label={t('website.pages.titleField')} required />
          <FormTextField
            form={form}
            name="description"
            label={t('website.pages.descriptionField')}
            hint={t('website.pages.descriptionHint')}
            required
          />
          <FormTextAreaField
            form={form}
            name="body"
            label={t('website.pages.bodyField')}
            hint={t('website.pages.bodyHint')}
            rows={22}
            required
          />
          <details>
            <summary>{t('website.pages.helpTitle')}</summary>
            <ul className="help">
              <li>
                <code>## …</code> {t('website.pages.helpHeading')}
              </li>
              <li>
                <code>- …</code> {t('website.pages.helpBullet')}
              </li>
              <li>
                <code>? …</code> {t('website.pages.helpQuestion')}
              </li>
              <li>
                <code>[…](/faqs)</code> {t('website.pages.helpLink')}
              </li>
              <li>{t('website.pages.helpParagraph')}</li>
            </ul>
          </details>
          {stale && (
            <StaleSaveNotice
              // The page is read again after the refusal; until then there is nothing newer to show.
              latest={page.version_id !== basis ? textFields(page) : null}
              yours={textFields(form.getValues())}
              savedBy={page.version_id !== basis ? page.updated_by : null}
              onReload={() => showSaved(page)}
            />
          )}
          <div>
            <Button type="submit" busy={save.isPending}>
              {t('website.pages.save', { language: languageName })}
            </Button>
          </div>
        </form>
        <section className="preview" aria-labelledby={previewId} lang={page.language}>
          <h2 id={previewId}>{t('website.pages.preview')}</h2>
          <p>
            <strong>{title}</strong>
          </p>
          <PageMarkup body={body} lead faqLabel={title} />
        </section>
      </Layout>
      <TextHistory
        text={{ kind: 'page', slug: page.slug, language: page.language }}
        renderPreview={(version) =>
          'description' in version.content ? (
            <>
              <p>
                <strong>{version.content.title}</strong>
              </p>
              <p>{version.content.description}</p>
              <PageMarkup body={version.content.body} lead faqLabel={version.content.title} />
            </>
          ) : null
        }
        fieldsOf={(version) => ('body' in version.content ? textFields(version.content) : [])}
        currentFields={textFields(page)}
        onRestored={(saved) => {
          if ('body' in saved) showSaved(saved);
        }}
      />
    </>
  );
}

export function PageEditor({
  slug,
  language,
  onDirtyChange,
}: {
  slug: StaticPageSlug;
  language: WebsiteLanguage;
  onDirtyChange(dirty: boolean): void;
}): ReactNode {
  const page = useWebsitePage(slug, language);
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  if (!page.data) return <Spinner />;
  // A new page or language is a new form (its defaults are that page's texts). A save keeps the form mounted (it
  // resets it to what was saved): a remount would drop the save's own success and error callbacks.
  return <PageForm key={`${slug}:${language}`} page={page.data} onDirtyChange={onDirtyChange} />;
}
