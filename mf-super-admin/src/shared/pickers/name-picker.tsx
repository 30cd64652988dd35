// A filter that names what it filters by: staff type part of a partner's or a service's name and choose it from the
// matches, instead of typing its id. The chosen id is what the list's filter (and its URL) keeps.
import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { NameMatch } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { SelectField, TextField } from '@mp/shared/ui';

export interface PickerOption {
  value: string;
  label: string;
}

/** The API's names (`NameMatch`: id and name) as the picker's options. */
export const pickerOptions = (names: readonly NameMatch[] | undefined): PickerOption[] =>
  (names ?? []).map((n) => ({ value: String(n.id), label: n.name }));

// One column as wide as the filter row gives it: the fields never spill into the next filter.
const Group = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  input,
  select {
    width: 100%;
    min-width: 0;
  }
`;

/** How long typing pauses before the matches are asked for: one request per word typed, not one per letter. */
const SEARCH_PAUSE_MS = 250;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return paused;
}

/**
 * `useMatches(term)` answers the matches of a name (the first ones with an empty term). A chosen id the matches no
 * longer list (a new search, or an id from the URL) stays chosen and reads as `#<id>` until a search finds it.
 */
export function NamePicker({
  label,
  findLabel,
  value,
  onChange,
  useMatches,
}: {
  label: string;
  /** The search field's label ("Find a partner by name"). */
  findLabel: string;
  value: string;
  onChange(id: string): void;
  useMatches(term: string): { matches: PickerOption[]; isFetching: boolean };
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [term, setTerm] = useState('');
  const { matches, isFetching } = useMatches(usePaused(term.trim()));
  const options =
    value && !matches.some((m) => m.value === value) ? [{ value, label: `#${value}` }, ...matches] : matches;
  return (
    <Group aria-busy={isFetching || undefined}>
      <TextField
        label={findLabel}
        type="search"
        autoComplete="off"
        value={term}
        onChange={(e) => setTerm(e.target.value)}
      />
      <SelectField
        label={label}
        placeholder={t('pickers.any')}
        value={value}
        options={options}
        onChange={(e) => onChange(e.target.value)}
      />
    </Group>
  );
}
