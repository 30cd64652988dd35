import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SelectOption } from '@mp/shared/ui';
import { Button, SelectField, TextField } from '@mp/shared/ui';
import { useTranslation } from '@mp/shared/i18n';
import { rowKey, type RouteRow } from './pricing-values';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  align-items: end;
  padding: ${({ theme }) => theme.space(2)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;
const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
`;

interface Props {
  kind: RouteRow['kind'];
  rows: RouteRow[];
  /** The index of each row in the whole list (the API's field names count fixed routes and zones together). */
  indexOf: (row: RouteRow) => number;
  options: SelectOption[];
  errors: Record<string, string>;
  onChange: (rows: RouteRow[]) => void;
}

/** The fixed prices of one kind: fixed routes between two places, or zone pairs between two districts. */
export function RoutePricesEditor({ kind, rows, indexOf, options, errors, onChange }: Props): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const set = (key: string, change: Partial<RouteRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  const nameOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <>
      <List>
        {rows.map((r, n) => {
          const field = `route_prices.${indexOf(r)}`;
          const label = (k: string) => t(`vehicles.routePricing.${k}`, { n: n + 1 });
          return (
            <Row key={r.key}>
              <SelectField
                label={label(kind === 'route' ? 'fromPlace' : 'fromZone')}
                options={options}
                placeholder={t('vehicles.routePricing.choose')}
                value={r.from}
                error={errors[`${field}.from_place`]}
                onChange={(e) => set(r.key, { from: e.target.value })}
              />
              <SelectField
                label={label(kind === 'route' ? 'toPlace' : 'toZone')}
                options={options}
                placeholder={t('vehicles.routePricing.choose')}
                value={r.to}
                error={errors[`${field}.to_place`]}
                onChange={(e) => set(r.key, { to: e.target.value })}
              />
              <TextField
                label={label('oneWay')}
                inputMode="decimal"
                value={r.oneWay}
                error={errors[`${field}.one_way_cents`]}
                onChange={(e) => set(r.key, { oneWay: e.target.value })}
              />
              <TextField
                label={label('roundTrip')}
                hint={t('vehicles.routePricing.roundTripHint')}
                inputMode="decimal"
                value={r.roundTrip}
                error={errors[`${field}.round_trip_cents`]}
                onChange={(e) => set(r.key, { roundTrip: e.target.value })}
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={t('vehicles.routePricing.remove', { from: nameOf(r.from), to: nameOf(r.to) })}
                onClick={() => onChange(rows.filter((x) => x.key !== r.key))}
              >
                {t('vehicles.routePricing.removeShort')}
              </Button>
            </Row>
          );
        })}
      </List>
      <Button
        type="button"
        variant="secondary"
        onClick={() => onChange([...rows, { key: rowKey(), kind, from: '', to: '', oneWay: '', roundTrip: '' }])}
      >
        {t(kind === 'route' ? 'vehicles.routePricing.addRoute' : 'vehicles.routePricing.addZone')}
      </Button>
    </>
  );
}
