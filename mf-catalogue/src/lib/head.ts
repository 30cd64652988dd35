// The head of every catalogue page, so search results and shared links describe the page itself: its own description
// and, for a service, its JSON-LD, written with @mp/shared's applyHead (canonical and hreflang alternates included).
// The title itself is set by PageFrame; the shell has already reset the tags for the new page when this runs.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { applyHead, removeJsonLd, type HeadInput } from '@mp/shared/routes';

export type { HeadInput };

export function useHead(input: HeadInput): void {
  const json = input.jsonLd ? JSON.stringify(input.jsonLd) : '';
  const { pathname } = useLocation();
  useEffect(() => {
    applyHead(input, pathname);
    return removeJsonLd;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.description, json, pathname]);
}
