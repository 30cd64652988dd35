// /super-admin/chatbot-config: the storefront chatbot's greeting, fallback and FAQ per language.
// FAQ pairs are added, removed and reordered with buttons (keyboard: focus follows the moved pair, each move is
// announced); a preview shows how the chatbot window will answer before saving; a save shows a toast, and the API's
// 422 map (`faq.2.answer`) lands on the fields. A save names the version the form started from: if someone saved a
// newer one meanwhile, nothing is saved and the form offers the latest (docs/adr/050). Below the form, the language's
// History lists its saved versions and restores one.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import { CHATBOT_FAQ_MAX_ITEMS, type ChatbotLanguage, type SuperChatbotConfig } from '@mp/shared/contracts';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { toastStore, useLocale } from '@mp/shared/stores';
import {
  Button,
  ErrorState,
  PageFrame,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from '@mp/shared/ui';
import { useChatbotConfig } from './api/get-chatbot-config';
import { useSaveChatbotConfig } from './api/save-chatbot-config';
import { StaleSaveNotice } from '../../shared/content-history/stale-save-notice';
import { ChatbotHistory } from './components/chatbot-history';
import { ChatbotPreview } from './components/chatbot-preview';
import { configFields } from './components/config-fields';

interface FaqDraft {
  key: number;
  question: string;
  answer: string;
}
interface Draft {
  greeting: string;
  fallback: string;
  faq: FaqDraft[];
}

let nextKey = 1;
const contentOfDraft = (draft: Draft) => ({
  greeting: draft.greeting,
  fallback: draft.fallback,
  faq: draft.faq.map(({ question, answer }) => ({ question, answer })),
});
const draftOf = (config: SuperChatbotConfig): Draft => ({
  greeting: config.greeting,
  fallback: config.fallback,
  faq: config.faq.map((f) => ({ key: nextKey++, question: f.question, answer: f.answer })),
});

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  max-width: 52rem;
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  legend {
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    margin: 0;
  }
`;

export default function ChatbotConfigPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [language, setLanguage] = useState<ChatbotLanguage>(locale === 'pt' ? 'pt' : 'en');
  const config = useChatbotConfig(language);
  const save = useSaveChatbotConfig();
  const [draft, setDraft] = useState<Draft | null>(null);
  /** The saved version the draft started from; a save based on an older one than the newest is refused. */
  const [basis, setBasis] = useState<number | null>(null);
  /** A save was refused as based on an older version: the draft stays as it is until staff reload the latest. */
  const [stale, setStale] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ key: number; action: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (config.data && !stale) {
      setDraft(draftOf(config.data));
      setBasis(config.data.version_id);
      setErrors({});
    }
  }, [config.data, stale]);

  useEffect(() => {
    const target = focusAfter.current;
    if (!target || !formRef.current) return;
    focusAfter.current = null;
    const item = formRef.current.querySelector<HTMLElement>(`[data-faq-key="${target.key}"]`);
    // At the top or the bottom the same move is disabled: the opposite one keeps focus on the pair's buttons.
    const opposite = target.action === 'up' ? 'down' : target.action === 'down' ? 'up' : target.action;
    const button =
      item?.querySelector<HTMLButtonElement>(`button[data-action="${target.action}"]:not([disabled])`) ??
      item?.querySelector<HTMLButtonElement>(`button[data-action="${opposite}"]:not([disabled])`);
    (button ?? item?.querySelector<HTMLElement>('input, textarea'))?.focus();
  });

  const edit = (field: string, patch: (d: Draft) => Draft) => {
    setDraft((d) => (d ? patch(d) : d));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };
  const setItem = (index: number, part: 'question' | 'answer', value: string) =>
    edit(`faq.${index}.${part}`, (d) => ({
      ...d,
      faq: d.faq.map((f, i) => (i === index ? { ...f, [part]: value } : f)),
    }));
  const move = (index: number, by: -1 | 1) => {
    if (!draft) return;
    const to = index + by;
    const item = draft.faq[index];
    if (!item || to < 0 || to >= draft.faq.length) return;
    const faq = [...draft.faq];
    faq.splice(index, 1);
    faq.splice(to, 0, item);
    setDraft({ ...draft, faq });
    setErrors({});
    focusAfter.current = { key: item.key, action: by < 0 ? 'up' : 'down' };
    setAnnouncement(t('chatbot.moved', { position: to + 1, total: faq.length }));
  };
  const remove = (index: number) => {
    if (!draft) return;
    const faq = draft.faq.filter((_, i) => i !== index);
    setDraft({ ...draft, faq });
    setErrors({});
    const neighbour = faq[Math.min(index, faq.length - 1)];
    if (neighbour) focusAfter.current = { key: neighbour.key, action: 'remove' };
    setAnnouncement(t('chatbot.removed', { position: index + 1 }));
  };
  const add = () => {
    if (!draft) return;
    const item = { key: nextKey++, question: '', answer: '' };
    setDraft({ ...draft, faq: [...draft.faq, item] });
    focusAfter.current = { key: item.key, action: 'field' };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const body = { language, ...contentOfDraft(draft), based_on_version: basis };
    save.mutate(body, {
      onSuccess: () => {
        setErrors({});
        toastStore
          .getState()
          .show({ message: t('chatbot.saved', { language: t(`chatbot.languages.${language}`) }), kind: 'success' });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setStale(true);
        } else if (error instanceof ApiError && error.status === 422) {
          const map: Record<string, string> = {};
          for (const [field, messages] of Object.entries(error.errors)) if (messages[0]) map[field] = messages[0];
          setErrors(map);
          requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
        } else {
          toastStore.getState().show({ message: t('chatbot.saveFailed'), kind: 'error' });
        }
      },
    });
  };

  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Lisbon' });
  const languageOptions = (['en', 'pt'] as const).map((value) => ({ value, label: t(`chatbot.languages.${value}`) }));
  return (
    <PageFrame title={title}>
      <p>{t('chatbot.intro')}</p>
      <SelectField
        label={t('chatbot.language')}
        options={languageOptions}
        value={language}
        onChange={(e) => {
          setStale(false);
          setLanguage(e.target.value as ChatbotLanguage);
        }}
      />
      {config.isError && <ErrorState onRetry={() => void config.refetch()} />}
      {!config.isError && !draft && <Spinner />}
      {draft && (
        <Form ref={formRef} noValidate onSubmit={submit} aria-busy={config.isFetching}>
          {config.data?.updated_at && (
            <p>
              {t('chatbot.lastSaved', {
                when: when.format(new Date(config.data.updated_at)),
                who: config.data.updated_by ?? t('chatbot.seeded'),
              })}
            </p>
          )}
          <TextAreaField
            label={t('chatbot.greeting')}
            rows={3}
            required
            value={draft.greeting}
            error={errors.greeting}
            onChange={(e) => edit('greeting', (d) => ({ ...d, greeting: e.target.value }))}
          />
          <TextAreaField
            label={t('chatbot.fallback')}
            hint={t('chatbot.fallbackHint')}
            rows={3}
            required
            value={draft.fallback}
            error={errors.fallback}
            onChange={(e) => edit('fallback', (d) => ({ ...d, fallback: e.target.value }))}
          />
          <section aria-labelledby="chatbot-faq-heading">
            <h2 id="chatbot-faq-heading">{t('chatbot.faqTitle', { count: draft.faq.length })}</h2>
            {errors.faq && (
              <p className="error" role="alert">
                {errors.faq}
              </p>
            )}
            <div style={{ display: 'grid', gap: '1rem' }}>
              {draft.faq.map((item, index) => (
                <fieldset key={item.key} data-faq-key={item.key}>
                  <legend>{t('chatbot.item', { position: index + 1 })}</legend>
                  <TextField
                    label={t('chatbot.question')}
                    required
                    value={item.question}
                    error={errors[`faq.${index}.question`]}
                    onChange={(e) => setItem(index, 'question', e.target.value)}
                  />
                  <TextAreaField
                    label={t('chatbot.answer')}
                    rows={3}
                    required
                    value={item.answer}
                    error={errors[`faq.${index}.answer`]}
                    onChange={(e) => setItem(index, 'answer', e.target.value)}
                  />
                  <div className="actions">
                    <Button
                      type="button"
                      variant="secondary"
                      data-action="up"
                      disabled={index === 0}
                      aria-label={t('chatbot.moveUp', { position: index + 1 })}
                      onClick={() => move(index, -1)}
                    >
                      {t('chatbot.up')}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      data-action="down"
                      disabled={index === draft.faq.length - 1}
                      aria-label={t('chatbot.moveDown', { position: index + 1 })}
                      onClick={() => move(index, 1)}
                    >
                      {t('chatbot.down')}
                    </Button>
                    <Button
                      type="button"
                      variant="danger"
                      data-action="remove"
                      aria-label={t('chatbot.remove', { position: index + 1 })}
                      onClick={() => remove(index)}
                    >
                      {t('chatbot.removeShort')}
                    </Button>
                  </div>
                </fieldset>
              ))}
            </div>
            <p>
              <Button
                type="button"
                variant="secondary"
                disabled={draft.faq.length >= CHATBOT_FAQ_MAX_ITEMS}
                onClick={add}
              >
                {t('chatbot.add')}
              </Button>
            </p>
          </section>
          <VisuallyHidden role="status" aria-live="polite">
            {announcement}
          </VisuallyHidden>
          <ChatbotPreview language={language} config={contentOfDraft(draft)} />
          {stale && (
            <StaleSaveNotice
              // The configuration is read again after the refusal; until then there is nothing newer to show.
              latest={config.data && config.data.version_id !== basis ? configFields(config.data, t) : null}
              yours={configFields(contentOfDraft(draft), t)}
              savedBy={config.data && config.data.version_id !== basis ? config.data.updated_by : null}
              // The form then takes the latest configuration read (the effect above).
              onReload={() => setStale(false)}
            />
          )}
          <p>
            <Button type="submit" busy={save.isPending}>
              {t('chatbot.save')}
            </Button>
          </p>
        </Form>
      )}
      {/* The form follows the restored configuration through the config query the restore updates. */}
      {draft && config.data && (
        <ChatbotHistory
          key={language}
          language={language}
          current={config.data}
          onRestored={() => {
            setErrors({});
            setStale(false);
          }}
        />
      )}
    </PageFrame>
  );
}
