import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { PageFrame } from '@mp/shared/ui';
import { useHead } from '../../lib/head';
import { localizePath } from '@mp/shared/routes';
import { staticPages, type StaticLink, type StaticPage } from './content';

const Faq = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space(2)} 0;
  summary { cursor: pointer; font-weight: 600; min-height: 32px; display: list-item; }
`;
const Lead = styled.p`
  font-size: 1.15rem;
`;

/** The links a section or answer points to: app paths (checked against the route table by the content test) in the current language, e-mail addresses as plain mailto links. */
function StaticLinks({ links }: { links: StaticLink[] | undefined }): ReactNode {
  const locale = useLocale();
  if (!links?.length) return null;
  return (
    <ul>
      {links.map((link) => (
        <li key={link.to}>
          {link.to.startsWith('mailto:') ? <a href={link.to}>{link.label}</a> : <Link to={localizePath(link.to, locale)}>{link.label}</Link>}
        </li>
      ))}
    </ul>
  );
}

export function isStaticPageId(id: string): id is StaticPage['id'] {
  return id in staticPages;
}

/** Static pages (issue 4 item 9): rendered from the content modules in the page's locale. */
export function StaticContentPage({ route, title }: RemotePageProps): ReactNode {
  const locale = useLocale();
  const { t } = useTranslation('catalogue');
  const page = isStaticPageId(route.id) ? staticPages[route.id][locale] : null;
  useHead({ description: page?.description ?? '' });
  if (!page) return null;
  return (
    // The route title is the page's <h1> (same as the header/footer link); a longer content title leads the text.
    <PageFrame title={title}>
      {page.title !== title && <Lead as="p"><strong>{page.title}</strong></Lead>}
      <Lead>{page.lead}</Lead>
      {page.updated && <p>{t('static.updated', { date: formatDate(page.updated) })}</p>}
      {page.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((p) => <p key={p}>{p}</p>)}
          {section.bullets && <ul>{section.bullets.map((b) => <li key={b}>{b}</li>)}</ul>}
          <StaticLinks links={section.links} />
        </section>
      ))}
      {page.faqs && (
        <section aria-label={page.title}>
          {page.faqs.map((f) => (
            <Faq key={f.question}>
              <summary>{f.question}</summary>
              <p>{f.answer}</p>
              <StaticLinks links={f.links} />
            </Faq>
          ))}
        </section>
      )}
    </PageFrame>
  );
}
