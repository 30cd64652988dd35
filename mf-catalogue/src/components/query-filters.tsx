import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { SelectField, type SelectOption } from '@mp/shared/ui';

export const FilterRow = styled.form`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

/** Read a simple filter set from the query string (every value a string; page separate). */
export function useQueryFilters(keys: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, search.get(k) ?? ''])) as Record<string, string>;
  const page = Math.max(1, Number(search.get('page')) || 1);
  const write = (next: Record<string, string>, nextPage = 1) => {
    const out = new URLSearchParams();
    for (const k of keys) if (next[k]) out.set(k, next[k]);
    if (nextPage > 1) out.set('page', String(nextPage));
    setSearch(out);
  };
  return {
    values,
    page,
    set: (key: string, value: string) => write({ ...values, [key]: value }),
    /** Several keys at once (e.g. a new country also empties the location). */
    setMany: (patch: Record<string, string>) => write({ ...values, ...patch }),
    setPage: (p: number) => write(values, p),
    params: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')),
  };
}

export function QuerySelect({
  label,
  value,
  options,
  anyLabel,
  onChange,
}: {
  label: string;
  value: string;
  options: SelectOption[];
  anyLabel: string;
  onChange(v: string): void;
}): ReactNode {
  return (
    <SelectField
      label={label}
      value={value}
      placeholder={anyLabel}
      options={options}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
