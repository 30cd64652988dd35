// Phone first: on a phone the booking box sits below the description and reviews, so a bar fixed at the bottom says
// the price and takes the visitor there in one tap. It hides while the box (or the end of the page, so it never covers
// the footer) is on screen. Fixed, and hidden by visibility, it never moves the page.
import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';

/** From this width the booking box sits beside the description (the service page's two columns): no bar needed. */
export const BOX_BESIDE_MIN_PX = 900;

/** Room on the right for the site's Help button, which sits fixed bottom-right over every storefront page. */
const HELP_BUTTON_ROOM = '112px';

const Bar = styled.div<{ $shown: boolean }>`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.z.modal - 2};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  padding-right: ${HELP_BUTTON_ROOM};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  box-shadow: ${({ theme }) => theme.shadow};
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  transform: translateY(${({ $shown }) => ($shown ? '0' : '100%')});
  transition:
    transform 0.2s ease-out,
    visibility 0.2s;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  @media (min-width: ${BOX_BESIDE_MIN_PX}px) {
    display: none;
  }
  p {
    margin: 0;
    font-weight: 600;
  }
`;

export interface BookingBarProps {
  /** The booking box: the bar's button scrolls to it and focuses it. */
  target: RefObject<HTMLElement | null>;
  /** The end of the service page's own content. */
  pageEnd: RefObject<HTMLElement | null>;
  /** "From €X", already formatted; null when the service has no price for one. */
  fromPrice: string | null;
}

/** Whether any of the targets is on screen; false until the first answer, true for all where there is no observer. */
export function useAnyOnScreen(targets: RefObject<HTMLElement | null>[]): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return undefined;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setOnScreen(visible.size > 0);
    });
    for (const target of targets) if (target.current) observer.observe(target.current);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs are stable; their elements exist after mount
  }, []);
  return onScreen;
}

export function BookingBar({ target, pageEnd, fromPrice }: BookingBarProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const hidden = useAnyOnScreen([target, pageEnd]);

  const goToBox = () => {
    const box = target.current;
    if (!box) return;
    const reduceMotion =
      typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.scrollIntoView?.({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    box.focus({ preventScroll: true });
  };

  return (
    <Bar $shown={!hidden} data-testid="booking-bar" data-shown={!hidden}>
      <p>{fromPrice ? t('bookingBar.from', { price: fromPrice }) : null}</p>
      <Button onClick={goToBox}>{t('bookingBar.check')}</Button>
    </Bar>
  );
}
