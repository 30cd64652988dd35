import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { AUTOCOMPLETE_MIN_CHARS } from '@mp/shared/domain';
import { addResources, useTranslation } from '@mp/shared/i18n';
import { localizePath } from '@mp/shared/routes';
import { useLocale } from '@mp/shared/stores';
import { useNavigate } from 'react-router';
import { CHROME_CLASS } from './chrome-style';

// The suggestion strings belong to the search box alone; registered here so the box stays one self-contained file.
addResources('shell-search', {
  en: {
    suggestions_one: '{{count}} suggestion, use the arrow keys to pick it',
    suggestions_other: '{{count}} suggestions, use the arrow keys to pick one',
    none: 'No suggestions',
    listLabel: 'Suggestions',
  },
  pt: {
    suggestions_one: '{{count}} sugestão, use as setas para a escolher',
    suggestions_other: '{{count}} sugestões, use as setas para escolher',
    none: 'Sem sugestões',
    listLabel: 'Sugestões',
  },
});

export interface Suggestion {
  slug: string;
  name: string;
}

/** Spec §5 / §9: the service autocomplete starts at 2 or more characters. */
export function shouldSuggest(term: string): boolean {
  return term.trim().length >= AUTOCOMPLETE_MIN_CHARS;
}

export const SUGGEST_DEBOUNCE_MS = 250;

/** GET /api/services?q=…&per_page=6. The API client is loaded on first use so it stays off the shell's first load. */
async function fetchSuggestions(term: string, signal: AbortSignal): Promise<Suggestion[]> {
  const { api } = await import('@mp/shared/api');
  const result = await api.get<{ content: { data: Suggestion[] } }>('services', {
    searchParams: { q: term.trim(), per_page: 6 },
    signal,
  });
  return result.ok ? result.data.content.data.map((s) => ({ slug: s.slug, name: s.name })) : [];
}

/**
 * Header search (ARIA 1.2 combobox + listbox): from 2 characters it suggests services (debounced); Enter searches
 * /search/{term}, or opens the suggestion picked with the arrow keys.
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }): ReactNode {
  const [term, setTerm] = useState('');
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const locale = useLocale();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  const { t: ts } = useTranslation('shell-search');
  const id = useId();
  const listId = `${id}-suggestions`;
  const latest = useRef('');

  useEffect(() => {
    latest.current = term;
    if (!shouldSuggest(term)) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      fetchSuggestions(term, controller.signal)
        .then((list) => {
          if (latest.current !== term) return;
          setSuggestions(list);
          setActive(-1);
        })
        .catch(() => setSuggestions([]));
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [term, locale]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (suggestion: Suggestion) => {
    close();
    setTerm('');
    void navigate(localizePath(`/${suggestion.slug}`, locale));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = open && active >= 0 ? suggestions[active] : undefined;
    if (picked) return go(picked);
    const clean = term.trim();
    close();
    if (clean) void navigate(localizePath(`/search/${encodeURIComponent(clean)}`, locale));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (event.key === 'Escape') {
      close();
    }
  };
  const expanded = open && suggestions.length > 0 && shouldSuggest(term);
  return (
    <form role="search" className={CHROME_CLASS.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={term}
        // Only where the user asked for the field (the phone header's search button), never on page load.
        autoFocus={autoFocus}
        placeholder={t('header.searchPlaceholder')}
        onChange={(e) => {
          setTerm(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => window.setTimeout(close, 150)}
        onKeyDown={onKeyDown}
      />
      <button type="submit">{t('header.searchSubmit')}</button>
      <ul id={listId} role="listbox" aria-label={ts('listLabel')} hidden={!expanded}>
        {suggestions.map((s, n) => (
          <li
            key={s.slug}
            id={`${listId}-${n}`}
            role="option"
            aria-selected={n === active}
            onMouseDown={(e) => {
              e.preventDefault();
              go(s);
            }}
          >
            {s.name}
          </li>
        ))}
      </ul>
      <span role="status" aria-live="polite" className={CHROME_CLASS.searchStatus}>
        {shouldSuggest(term) && open
          ? suggestions.length
            ? ts('suggestions', { count: suggestions.length })
            : ''
          : ''}
      </span>
    </form>
  );
}
