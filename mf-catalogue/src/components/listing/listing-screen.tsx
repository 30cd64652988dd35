import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import type { FilterCount, ServiceKind } from '@mp/shared/contracts';
import { SERVICE_ORDER_BY } from '@mp/shared/domain';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, EmptyState, ErrorState, Pager, SelectField } from '@mp/shared/ui';
import { useFilterCounts, usePriceRange, useSeatRange, useServices } from '../../lib/catalogue-api';
import { CardGrid, CardSkeletons, ServiceCardItem } from '../service-card';
import {
  DEFAULT_ORDER,
  listingToQuery,
  parseListingQuery,
  withFilter,
  withListingQuery,
  type ListingOrder,
  type ListingState,
} from '../../lib/listing-query';
import { DateFilter } from './date-filter';
import { listingReads } from './listing-reads';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  @media (min-width: 900px) {
    grid-template-columns: 260px 1fr;
  }
`;
/**
 * Below 900px the filters fold behind a toggle (results first, as on any phone storefront): the folded panel
 * keeps one height while the counts load, so nothing on screen moves when they arrive.
 */
const FilterPanel = styled.div`
  @media (min-width: 900px) {
    > button {
      display: none;
    }
  }
  @media (max-width: 899px) {
    &[data-open='false'] > form {
      display: none;
    }
  }
`;
const Filters = styled.form`
  fieldset {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    margin: 0 0 ${({ theme }) => theme.space(4)};
    padding: ${({ theme }) => theme.space(3)};
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  label {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 32px;
  }
  input[type='range'] {
    width: 100%;
  }
`;
// One row at every width: the status line wraps inside its own box, so "Loading…" turning into the count never
// moves the sort field (a wrapped toolbar shifted the results on phones in Portuguese: CLS 0.03).
const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: end;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    flex: 1 1 0;
    min-width: 0;
  }
  > :last-child {
    flex: none;
  }
`;

export interface ListingScreenProps {
  kind?: ServiceKind;
  /** /category/{slug}: the category is fixed by the path. */
  category?: string;
  /** Transfers: the seat slider instead of duration. */
  seatsFilter?: boolean;
  /** /search/{term}: the searched words; the results then default to the best match first. */
  q?: string;
  headingLevel?: 2;
}

/** Range input that writes the URL only when the visitor lets go (keyboard steps commit after a pause). */
function RangeInput({
  label,
  min,
  max,
  step,
  value,
  onCommit,
  format,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onCommit(v: number): void;
  format(v: number): string;
}): ReactNode {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => {
    if (draft === value) return;
    const timer = window.setTimeout(() => onCommit(draft), 400);
    return () => window.clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <div>
      <label htmlFor={id}>
        {label}: <output htmlFor={id}>{format(draft)}</output>
      </label>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={draft}
        onChange={(e) => setDraft(Number(e.target.value))}
      />
    </div>
  );
}

function CountOption({ option }: { option: FilterCount }): ReactNode {
  return (
    <>
      {option.label} <span>({option.count})</span>
    </>
  );
}

export function ListingScreen({ kind, category, seatsFilter = false, q }: ListingScreenProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const defaultOrder: ListingOrder = q ? 'relevance' : DEFAULT_ORDER;
  const orders: readonly ListingOrder[] = q ? ['relevance', ...SERVICE_ORDER_BY] : SERVICE_ORDER_BY;
  const state = useMemo(() => parseListingQuery(search, defaultOrder), [search, defaultOrder]);
  const base = useMemo(
    () => ({ ...(kind ? { kind } : {}), ...(category ? { category } : {}), ...(q ? { q } : {}) }),
    [kind, category, q],
  );
  const reads = listingReads(state, base);
  const services = useServices(reads.services);
  const counts = useFilterCounts(reads.counts);
  const range = usePriceRange(reads.range);
  const seatRange = useSeatRange(seatsFilter);

  const update = (next: ListingState) => setSearch(withListingQuery(search, next, defaultOrder));
  const patch = (p: Partial<Omit<ListingState, 'page'>>) => update(withFilter(state, p));
  const money = (cents: number) => formatMoney(cents, locale);

  const page = services.data;
  const c = counts.data;
  const minValue = range.data?.min_value ?? 0;
  const maxValue = range.data?.max_value ?? 0;
  // How many filters are on (a language list counts once): the query without sort order and page.
  const activeCount = new Set(listingToQuery({ ...state, order: defaultOrder, page: 1 }, defaultOrder).keys()).size;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  return (
    <Layout>
      <FilterPanel data-open={filtersOpen}>
        <Button
          variant="secondary"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((o) => !o)}
        >
          {activeCount > 0 ? t('listing.filtersActive', { count: activeCount }) : t('listing.filters')}
        </Button>
        <Filters id={filtersId} aria-label={t('listing.filters')} onSubmit={(e) => e.preventDefault()}>
          <h2>{t('listing.filters')}</h2>
          {!seatsFilter && kind !== 'gift_card' && (
            <DateFilter value={state.date} error={services.error} onChange={(date) => patch({ date })} />
          )}
          {!category && c && c.category.length > 0 && (
            <SelectField
              label={t('listing.category')}
              placeholder={t('listing.any')}
              value={state.category ?? ''}
              options={c.category.map((o) => ({ value: o.filter_value, label: `${o.label} (${o.count})` }))}
              onChange={(e) => patch({ category: e.target.value || null })}
            />
          )}
          {c && c.city.length > 0 && (
            <SelectField
              label={t('listing.city')}
              placeholder={t('listing.any')}
              value={state.city ?? ''}
              options={c.city.map((o) => ({ value: o.filter_value, label: `${o.label} (${o.count})` }))}
              onChange={(e) => patch({ city: e.target.value || null })}
            />
          )}
          {range.data && maxValue > minValue && (
            <fieldset>
              <legend>{t('listing.price')}</legend>
              <RangeInput
                label={t('listing.minPrice')}
                min={minValue}
                max={maxValue}
                step={100}
                value={state.minPrice ?? minValue}
                format={money}
                // Each thumb stops at the other: the minimum never passes the maximum.
                onCommit={(v) => patch({ minPrice: v <= minValue ? null : Math.min(v, state.maxPrice ?? maxValue) })}
              />
              <RangeInput
                label={t('listing.maxPrice')}
                min={minValue}
                max={maxValue}
                step={100}
                value={state.maxPrice ?? maxValue}
                format={money}
                onCommit={(v) => patch({ maxPrice: v >= maxValue ? null : Math.max(v, state.minPrice ?? minValue) })}
              />
            </fieldset>
          )}
          {seatsFilter && seatRange.data && seatRange.data.max_value > Math.max(1, seatRange.data.min_value) && (
            <fieldset>
              <legend>{t('listing.seats')}</legend>
              <RangeInput
                label={t('listing.minSeats')}
                min={Math.max(1, seatRange.data.min_value)}
                max={seatRange.data.max_value}
                step={1}
                value={state.seats ?? Math.max(1, seatRange.data.min_value)}
                format={String}
                onCommit={(v) => patch({ seats: v <= Math.max(1, seatRange.data.min_value) ? null : v })}
              />
            </fieldset>
          )}
          {c && c.language.length > 0 && (
            <fieldset>
              <legend>{t('listing.languages')}</legend>
              {c.language.map((o) => (
                <label key={o.filter_value}>
                  <input
                    type="checkbox"
                    checked={state.languages.includes(o.filter_value)}
                    onChange={(e) =>
                      patch({
                        languages: e.target.checked
                          ? [...state.languages, o.filter_value]
                          : state.languages.filter((l) => l !== o.filter_value),
                      })
                    }
                  />
                  <CountOption option={o} />
                </label>
              ))}
            </fieldset>
          )}
          {!seatsFilter && c && c.duration.length > 0 && (
            <fieldset>
              <legend>{t('listing.duration')}</legend>
              <label>
                <input
                  type="radio"
                  name="duration"
                  checked={state.duration === null}
                  onChange={() => patch({ duration: null })}
                />
                {t('listing.any')}
              </label>
              {c.duration.map((o) => (
                <label key={o.filter_value}>
                  <input
                    type="radio"
                    name="duration"
                    checked={state.duration === o.filter_value}
                    onChange={() => patch({ duration: o.filter_value as ListingState['duration'] })}
                  />
                  <CountOption option={o} />
                </label>
              ))}
            </fieldset>
          )}
          {c && c.free_cancellation[0] && (
            <label>
              <input
                type="checkbox"
                checked={state.freeCancellation}
                onChange={(e) => patch({ freeCancellation: e.target.checked })}
              />
              <CountOption option={{ ...c.free_cancellation[0], label: t('listing.freeCancellation') }} />
            </label>
          )}
          {activeCount > 0 && (
            <Button
              variant="ghost"
              onClick={() => update({ ...parseListingQuery(new URLSearchParams(), defaultOrder), order: state.order })}
            >
              {t('listing.clear')}
            </Button>
          )}
        </Filters>
      </FilterPanel>
      <div>
        <Toolbar>
          <p role="status" aria-live="polite">
            {page ? t('listing.results', { count: page.total }) : services.isError ? '' : t('listing.loading')}
          </p>
          <SelectField
            label={t('listing.sort')}
            value={state.order}
            options={orders.map((o) => ({ value: o, label: t(`listing.order.${o}`) }))}
            onChange={(e) => update({ ...state, order: e.target.value as ListingOrder, page: 1 })}
          />
        </Toolbar>
        {services.isError ? (
          <ErrorState message={t('listing.error')} onRetry={() => void services.refetch()} />
        ) : page && page.data.length === 0 ? (
          q && activeCount === 0 ? (
            <EmptyState title={t('search.emptyTitle')} description={t('search.emptyText')} />
          ) : (
            <EmptyState title={t('listing.emptyTitle')} description={t('listing.emptyText')} />
          )
        ) : (
          <CardGrid aria-busy={services.isFetching} aria-label={t('listing.resultsLabel')}>
            {page ? (
              page.data.map((s, n) => <ServiceCardItem key={s.id} service={s} eager={n < 2} />)
            ) : (
              <CardSkeletons count={6} />
            )}
          </CardGrid>
        )}
        {page && (
          <Pager
            page={page.current_page}
            lastPage={page.last_page}
            onPageChange={(p) => {
              update({ ...state, page: p });
              window.scrollTo(0, 0);
            }}
          />
        )}
      </div>
    </Layout>
  );
}
