import { useEffect, useId, type ReactNode } from 'react';
import styled, { createGlobalStyle, keyframes } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PAGE_HERO_CSS, PAGE_HERO_SIZE, pageHeroImage, serverDrewStyles, type PageHeroId } from '../routes';
import { Button } from './button';
import { VisuallyHidden } from './visually-hidden';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Ring = styled.span`
  display: inline-block;
  width: 32px;
  height: 32px;
  border: 4px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;
const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(6)};
`;

/** Loading indicator announced as status ("Loading…" unless told otherwise). */
export function Spinner({ label }: { label?: string }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Center role="status">
      <Ring aria-hidden="true" />
      <VisuallyHidden>{label ?? t('app.loading')}</VisuallyHidden>
    </Center>
  );
}

const Panel = styled.div`
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.2rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.colors.muted};
  }
  p:last-child {
    margin-bottom: 0;
  }
`;

export interface EmptyStateProps {
  title?: string;
  description?: string;
  action?: ReactNode;
}

/** A list with nothing in it; the default text is translated. */
export function EmptyState({ title, description, action }: EmptyStateProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Panel>
      <h2>{title ?? t('app.noResults')}</h2>
      {description && <p>{description}</p>}
      {action}
    </Panel>
  );
}

export interface ErrorStateProps {
  message?: string;
  onRetry?: () => void;
}

/**
 * A refusal or failure said on a form or a step (a refused payment, an ended session, a place no longer held): a
 * framed block in the danger colour, in bold, so it is seen at once among the form's lines.
 * Give it role="alert" where it appears after an action.
 */
export const ErrorNotice = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-weight: 600;
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

/** Something failed to load; announced immediately (role=alert) with an optional retry. */
export function ErrorState({ message, onRetry }: ErrorStateProps): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert">
      <p>{message ?? t('app.somethingWentWrong')}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t('app.retry')}
        </Button>
      )}
    </Panel>
  );
}

/** The region of a remote that failed to load or crashed (architecture §2): the rest keeps working. */
export function UnavailablePanel({ onRetry }: { onRetry(): void }): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Panel role="alert">
      <p>{t('app.unavailable')}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('app.retry')}
      </Button>
    </Panel>
  );
}

const Frame = styled.section`
  max-width: ${({ theme }) => theme.breakpoints.lg};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: 1.8rem;
  }
`;

/**
 * The picture, heading and lead of a storefront page (ADR 007); CSS shared with the gateway's first paint. A main
 * page names its hero by route id (decorative picture); a page about one thing gives its own picture (a service's
 * cover, described by `alt`).
 */
export type PageHeroProps = { id: PageHeroId; lead: ReactNode } | { image: string; alt: string; lead?: ReactNode };

const HeroStyle = createGlobalStyle`${PAGE_HERO_CSS}`;

/**
 * Every page: one <h1> and the document title "<title> | Roteiro". With `hero`, the heading sits under
 * the page's picture with a lead, in the very markup the gateway draws in the HTML, so React taking over
 * changes nothing on screen.
 */
export function PageFrame({
  title,
  hero,
  children,
}: {
  title: string;
  hero?: PageHeroProps | undefined;
  children?: ReactNode;
}): ReactNode {
  const { t } = useTranslation('common');
  const site = t('app.siteName');
  const headingId = useId();
  useEffect(() => {
    document.title = `${title} | ${site}`;
  }, [title, site]);
  const heading = (
    <h1 id={headingId} tabIndex={-1}>
      {title}
    </h1>
  );
  return (
    <Frame aria-labelledby={headingId}>
      {hero ? (
        <div className="mp-hero">
          {/* The gateway's style has the hero's rules on a page it drew (ADR 042). */}
          {!serverDrewStyles() && <HeroStyle />}
          <img
            src={'image' in hero ? hero.image : pageHeroImage(hero.id)}
            alt={'image' in hero ? hero.alt : ''}
            width={PAGE_HERO_SIZE.width}
            height={PAGE_HERO_SIZE.height}
            fetchPriority="high"
          />
          <div className="mp-hero-text">
            {heading}
            {hero.lead !== undefined && <p>{hero.lead}</p>}
          </div>
        </div>
      ) : (
        heading
      )}
      {children}
    </Frame>
  );
}
