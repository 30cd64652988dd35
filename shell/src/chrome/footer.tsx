import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Link } from 'react-router';
import { localizePath, PHONE_HEADER_MEDIA } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import links from './chrome-links.json';

/** Every static page of spec §2, grouped for the footer (route ids = paths); JSON for the gateway's server-drawn footer too. */
export const FOOTER_GROUPS: readonly { key: string; ids: readonly string[] }[] = links.footerGroups;

const Bar = styled.footer`
  margin-top: 3rem;
  padding: 2rem 1.25rem;
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  a {
    color: inherit;
  }
  .groups {
    display: flex;
    flex-wrap: wrap;
    gap: 2rem 4rem;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 0.5rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    line-height: 1.9;
  }
  /* Touch targets of 44 × 44 px on a phone (WCAG 2.5.5: a thumb must hit them), as the server-drawn footer has them. */
  @media ${PHONE_HEADER_MEDIA} {
    li a {
      display: inline-flex;
      align-items: center;
      min-height: 44px;
      min-width: 44px;
    }
  }
  p {
    margin: 2rem 0 0;
    font-size: 0.875rem;
  }
`;

export function Footer(): ReactNode {
  const locale = useLocale();
  const { t } = useTranslation('shell');
  return (
    <Bar aria-label={t('footer.label')}>
      <div className="groups">
        {FOOTER_GROUPS.map((group) => (
          <section key={group.key}>
            <h2>{t(`footer.${group.key}`)}</h2>
            <ul>
              {group.ids.map((id) => (
                <li key={id}>
                  <Link to={localizePath(`/${id}`, locale)}>{t(`routes.${id}`, { ns: 'common' })}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p>{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </Bar>
  );
}
