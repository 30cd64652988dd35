import { COMMON_NS, i18n } from '@mp/shared/i18n';
import { applyHead, splitLocale } from '@mp/shared/routes';

/**
 * Every page starts from the site's head tags in its own language (description, canonical, hreflang alternates) and
 * no JSON-LD, so none keeps the previous page's after a client-side navigation. A page with more to say (a catalogue
 * page's description, a service's JSON-LD) writes its own after it renders, which is always later. Returns the
 * unsubscribe.
 */
export function resetHeadOnNavigation(): () => void {
  const reset = () => {
    const { locale } = splitLocale(window.location.pathname);
    applyHead({ description: i18n.getFixedT(locale, COMMON_NS)('app.description') });
  };
  reset();
  window.addEventListener('popstate', reset);
  return () => window.removeEventListener('popstate', reset);
}
