import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOCALES, switchLocalePath, type Locale } from '@mp/shared/routes';
import { localeStore, useLocale } from '@mp/shared/stores';
import { useTranslation } from '@mp/shared/i18n';
import { CHROME_CLASS } from './chrome-style';

/**
 * The shell owns the URL side of a locale change: the store changes language, cookie and <html lang>,
 * then the same page is pushed under the other prefix, keeping query and hash (single-spa and the
 * mounted remote's router follow the push). Mounted remotes re-render through the shared i18next
 * instance; nothing reloads.
 */
export function LocaleSwitch(): ReactNode {
  const current = useLocale();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const loc = useLocation();
  const switchLocale = (locale: Locale) => {
    localeStore.getState().setLocale(locale);
    void navigate(`${switchLocalePath(loc.pathname, locale)}${loc.search}${loc.hash}`);
  };
  return (
    <div role="group" className={CHROME_CLASS.locale} aria-label={t('header.language')}>
      {LOCALES.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale}
          aria-pressed={locale === current}
          onClick={() => locale !== current && switchLocale(locale)}
        >
          {locale.toUpperCase()}
          <span className="visually-hidden"> {t(`locale.${locale}`)}</span>
        </button>
      ))}
    </div>
  );
}
