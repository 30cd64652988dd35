// /super-admin/website (ADR 021): the home hero per language, the home's featured lists and the static
// pages' texts, which the storefront reads from the API. Leaving a section, a page or a language with unsaved edits
// asks first (and so does closing the tab).
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { STATIC_PAGE_SLUGS, type StaticPageSlug, type WebsiteLanguage } from '@mp/shared/contracts';
import { ConfirmDialog, patchParams } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorState, PageFrame, SelectField } from '@mp/shared/ui';
import { useWebsiteHome } from './api/get-website-home';
import { useWebsitePages } from './api/get-website-pages';
import { FeaturedLists } from './components/featured-lists';
import { HeroForm } from './components/hero-form';
import { PageEditor } from './components/page-editor';

const SECTIONS = ['hero', 'featured', 'pages'] as const;
type Section = (typeof SECTIONS)[number];

const Sections = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    list-style: none;
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: 0;
  }
  button[aria-current='true'] {
    outline: 2px solid currentColor;
    outline-offset: 2px;
  }
`;
const Heroes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
`;
const Pickers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
const Skeleton = styled.div`
  height: 420px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.borderSubtle};
`;

function HeroSection({ onDirtyChange }: { onDirtyChange(language: WebsiteLanguage, dirty: boolean): void }): ReactNode {
  const home = useWebsiteHome();
  const en = useCallback((dirty: boolean) => onDirtyChange('en', dirty), [onDirtyChange]);
  const pt = useCallback((dirty: boolean) => onDirtyChange('pt', dirty), [onDirtyChange]);
  if (home.isError) return <ErrorState onRetry={() => void home.refetch()} />;
  return (
    <Heroes aria-busy={home.isPending}>
      {home.data
        ? home.data.map((h) => <HeroForm key={h.language} home={h} onDirtyChange={h.language === 'en' ? en : pt} />)
        : [<Skeleton key="en" />, <Skeleton key="pt" />]}
    </Heroes>
  );
}

function PagesSection({
  slug,
  language,
  choose,
  onDirtyChange,
}: {
  slug: StaticPageSlug;
  language: WebsiteLanguage;
  choose(next: { page?: StaticPageSlug; lang?: WebsiteLanguage }): void;
  onDirtyChange(dirty: boolean): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const pages = useWebsitePages();
  const titleOf = (s: StaticPageSlug) => pages.data?.find((p) => p.slug === s)?.title[language] ?? s;
  return (
    <>
      <Pickers>
        <SelectField
          label={t('website.pages.page')}
          value={slug}
          options={STATIC_PAGE_SLUGS.map((s) => ({ value: s, label: titleOf(s) }))}
          onChange={(e) => choose({ page: e.target.value as StaticPageSlug })}
        />
        <SelectField
          label={t('website.language')}
          value={language}
          options={(['en', 'pt'] as const).map((l) => ({ value: l, label: t(`website.languages.${l}`) }))}
          onChange={(e) => choose({ lang: e.target.value as WebsiteLanguage })}
        />
      </Pickers>
      <PageEditor slug={slug} language={language} onDirtyChange={onDirtyChange} />
    </>
  );
}

const isSection = (v: string | null): v is Section => SECTIONS.includes(v as Section);
const isSlug = (v: string | null): v is StaticPageSlug => STATIC_PAGE_SLUGS.includes(v as StaticPageSlug);

export default function WebsitePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const section: Section = isSection(params.get('section')) ? (params.get('section') as Section) : 'hero';
  const slug: StaticPageSlug = isSlug(params.get('page')) ? (params.get('page') as StaticPageSlug) : 'about-us';
  const language: WebsiteLanguage =
    params.get('lang') === 'pt' || params.get('lang') === 'en'
      ? (params.get('lang') as WebsiteLanguage)
      : locale === 'pt'
        ? 'pt'
        : 'en';
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<Record<string, string> | null>(null);
  const unsaved = Object.values(dirty).some(Boolean);

  const markDirty = useCallback(
    (key: string, value: boolean) => setDirty((d) => (d[key] === value ? d : { ...d, [key]: value })),
    [],
  );
  const heroDirty = useCallback((l: WebsiteLanguage, value: boolean) => markDirty(`hero:${l}`, value), [markDirty]);
  const pageDirty = useCallback((value: boolean) => markDirty('page', value), [markDirty]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const go = (patch: Record<string, string>) => {
    setDirty({});
    setParams((p) => patchParams(p, patch));
  };
  const ask = (patch: Record<string, string>) => (unsaved ? setPending(patch) : go(patch));

  return (
    <PageFrame title={title}>
      <p>{t('website.intro')}</p>
      <Sections aria-label={t('website.sectionsLabel')}>
        <ul>
          {SECTIONS.map((s) => (
            <li key={s}>
              <Button
                variant={s === section ? 'primary' : 'secondary'}
                aria-current={s === section ? 'true' : undefined}
                onClick={() => s !== section && ask({ section: s })}
              >
                {t(`website.sections.${s}`)}
              </Button>
            </li>
          ))}
        </ul>
      </Sections>
      <section aria-label={t(`website.sections.${section}`)}>
        {section === 'hero' && <HeroSection onDirtyChange={heroDirty} />}
        {section === 'featured' && <FeaturedLists />}
        {section === 'pages' && (
          <PagesSection
            slug={slug}
            language={language}
            onDirtyChange={pageDirty}
            choose={({ page, lang }) => ask({ section: 'pages', ...(page ? { page } : {}), lang: lang ?? language })}
          />
        )}
      </section>
      <ConfirmDialog
        open={pending !== null}
        title={t('website.unsaved.title')}
        confirmLabel={t('website.unsaved.leave')}
        destructive
        onConfirm={() => {
          if (pending) go(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      >
        <p>{t('website.unsaved.text')}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}
