import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { VehiclePricing } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, TextField, type SelectOption } from '@mp/shared/ui';
import { useUpdateVehiclePricing } from '../api/update-vehicle-pricing';
import { BlockedDatesEditor } from './blocked-dates-editor';
import { bodyOf, valuesOf, type PricingValues, type RouteRow } from './pricing-values';
import { RoutePricesEditor } from './route-prices-editor';
import { FieldGroup } from '../../../shared/components/field-group';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;
const Part = FieldGroup;

interface Props {
  vehicleId: number;
  pricing: VehiclePricing;
  places: SelectOption[];
  districts: SelectOption[];
}

/** Units, per-km rate and minimum fare, fixed routes, zone pairs and blocked days, saved together; 422s on the fields. */
export function RoutePricingForm({ vehicleId, pricing, places, districts }: Props): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useUpdateVehiclePricing(vehicleId);
  const [values, setValues] = useState<PricingValues>(() => valuesOf(pricing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (change: Partial<PricingValues>) => setValues((v) => ({ ...v, ...change }));
  const fixed = values.routes.filter((r) => r.kind === 'route');
  const zones = values.routes.filter((r) => r.kind === 'zone');
  const setKind = (kind: RouteRow['kind']) => (rows: RouteRow[]) =>
    set({ routes: kind === 'route' ? [...rows, ...zones] : [...fixed, ...rows] });
  // The API counts fixed routes first, then zone pairs: the order the form sends them in.
  const ordered = [...fixed, ...zones];
  const indexOf = (row: RouteRow) => ordered.indexOf(row);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const out = bodyOf({ ...values, routes: ordered });
    if ('errors' in out) {
      setErrors(Object.fromEntries(Object.entries(out.errors).map(([k, m]) => [k, t(`vehicles.routePricing.${m}`)])));
      return;
    }
    setErrors({});
    save.mutate(out.body, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        toastStore.getState().show({ message: t('vehicles.routePricing.saved'), kind: 'success' });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 422)
          setErrors(Object.fromEntries(Object.entries(err.errors).map(([k, list]) => [k, list[0] ?? ''])));
        else toastStore.getState().show({ message: t('vehicles.failed'), kind: 'error' });
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('vehicles.routePricing.title')}>
      <Part>
        <legend>{t('vehicles.routePricing.byDistance')}</legend>
        <Grid>
          <TextField
            label={t('vehicles.routePricing.perKm')}
            hint={t('vehicles.routePricing.perKmHint')}
            inputMode="decimal"
            value={values.perKm}
            error={errors.per_km_cents}
            onChange={(e) => set({ perKm: e.target.value })}
          />
          <TextField
            label={t('vehicles.routePricing.minFare')}
            inputMode="decimal"
            value={values.minFare}
            error={errors.min_fare_cents}
            onChange={(e) => set({ minFare: e.target.value })}
          />
          <TextField
            label={t('vehicles.routePricing.units')}
            hint={t('vehicles.routePricing.unitsHint')}
            type="number"
            min={1}
            max={100}
            value={values.units}
            error={errors.units}
            onChange={(e) => set({ units: e.target.value })}
          />
        </Grid>
      </Part>
      <Part>
        <legend>{t('vehicles.routePricing.fixedRoutes')}</legend>
        <RoutePricesEditor
          kind="route"
          rows={fixed}
          indexOf={indexOf}
          options={places}
          errors={errors}
          onChange={setKind('route')}
        />
      </Part>
      <Part>
        <legend>{t('vehicles.routePricing.zones')}</legend>
        <RoutePricesEditor
          kind="zone"
          rows={zones}
          indexOf={indexOf}
          options={districts}
          errors={errors}
          onChange={setKind('zone')}
        />
      </Part>
      <Part>
        <legend>{t('vehicles.routePricing.blockedDays')}</legend>
        <BlockedDatesEditor dates={values.blocked} errors={errors} onChange={(blocked) => set({ blocked })} />
      </Part>
      <Button type="submit" busy={save.isPending}>
        {t('vehicles.routePricing.save')}
      </Button>
    </form>
  );
}
