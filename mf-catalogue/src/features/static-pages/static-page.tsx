import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { StaticPageSlug } from '@mp/shared/contracts';
import { STATIC_PAGE_SLUGS } from '@mp/shared/domain';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { localizePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { ErrorState, PageFrame, PageMarkup } from '@mp/shared/ui';
import { useHead } from '../../lib/head';
import { useWebsitePage } from './api/get-website-page';

const Lead = styled.p`
  font-size: 1.15rem;
`;
const Placeholder = styled.div`
  min-height: 60vh;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.borderSubtle};
`;

export function isStaticPageId(id: string): id is StaticPageSlug {
  return (STATIC_PAGE_SLUGS as readonly string[]).includes(id);
}

/** The text's own title, its "last updated" date and its body (page markup, drawn as elements only). */
function PageText({ slug, title }: { slug: StaticPageSlug; title: string }): ReactNode {
  const locale = useLocale();
  const { t } = useTranslation('catalogue');
  const page = useWebsitePage(slug);
  useHead({ description: page.data?.description ?? '' });
  if (page.isError) return <ErrorState onRetry={() => void page.refetch()} />;
  if (!page.data) return <Placeholder aria-busy="true" />;
  const link = (to: string, label: string) =>
    to.startsWith('/') ? <Link to={localizePath(to, locale)}>{label}</Link> : <a href={to}>{label}</a>;
  return (
    <>
      {/* The route title is the page's <h1> (same as the header/footer link); a longer content title leads the text. */}
      {page.data.title !== title && (
        <Lead>
          <strong>{page.data.title}</strong>
        </Lead>
      )}
      {page.data.updated_on && <p>{t('static.updated', { date: formatDate(page.data.updated_on) })}</p>}
      <PageMarkup body={page.data.body} lead renderLink={link} faqLabel={page.data.title} />
    </>
  );
}

/** Static pages: their text is the website content the back office edits (ADR 021). */
export function StaticContentPage({ route, title }: RemotePageProps): ReactNode {
  if (!isStaticPageId(route.id)) return null;
  return (
    <PageFrame title={title}>
      <PageText slug={route.id} title={title} />
    </PageFrame>
  );
}
