import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo } from '@mp/shared/remote';
import { toastStore } from '@mp/shared/stores';
import { ApiError } from '@mp/shared/api';
import { Button, Checkbox } from '@mp/shared/ui';
import {
  applyServerErrors,
  fieldError,
  FormCheckbox,
  FormSelectField,
  FormTextField,
  useContractForm,
} from '@mp/shared/dashboard';
import type { DashboardVehicle } from '@mp/shared/contracts';
import { useCreateVehicle, useUpdateVehicle } from './api/write-vehicles';
import {
  bodyOf,
  DISTRICTS,
  formValuesOf,
  MONEY_FIELDS,
  VehicleFormSchema,
  type VehicleFormValues,
} from './vehicle-form-values';
import { FieldGroup } from '../../shared/components/field-group';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Group = styled(FieldGroup)`
  .districts {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const CAR_TYPES = ['sedan', 'executive', 'van', 'minibus'] as const;
const STATUSES = ['active', 'inactive', 'draft'] as const;

/** New vehicle (no vehicle yet) or edit: every spec §3 Vehicle field plus the districts served; 422s land on the fields. */
export function VehicleForm({ vehicle }: { vehicle?: DashboardVehicle }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  const navigate = useNavigate();
  const create = useCreateVehicle();
  const update = useUpdateVehicle(vehicle?.id ?? 0);
  const form = useContractForm<VehicleFormValues>(VehicleFormSchema, { defaultValues: formValuesOf(vehicle) });
  const done = (message: string) => {
    toastStore.getState().show({ message, kind: 'success' });
    navigate(to('dashboard.vehicles-preview'));
  };
  const failed = (e: Error) => {
    const rest = e instanceof ApiError && e.status === 422 ? applyServerErrors(form, e) : [t('vehicles.failed')];
    if (rest.length) toastStore.getState().show({ message: rest.join(' '), kind: 'error' });
  };
  const districtsError = fieldError(form, 'districts');
  const known = new Set<string>(DISTRICTS);
  const districts = [...DISTRICTS, ...(vehicle?.districts ?? []).filter((d) => !known.has(d))];
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const body = bodyOf({
          ...values,
          districts: Array.isArray(values.districts) ? values.districts : values.districts ? [values.districts] : [],
        });
        if (vehicle)
          update.mutate(body, { onSuccess: (v) => done(t('vehicles.saved', { name: v.name })), onError: failed });
        else create.mutate(body, { onSuccess: (v) => done(t('vehicles.created', { name: v.name })), onError: failed });
      })}
    >
      <Grid>
        <FormTextField form={form} name="name" label={t('vehicles.name')} required />
        <FormSelectField
          form={form}
          name="car_type"
          label={t('vehicles.carType')}
          options={CAR_TYPES.map((c) => ({ value: c, label: t(`vehicles.carTypes.${c}`) }))}
          required
        />
        <FormTextField form={form} name="seats" type="number" label={t('vehicles.seats')} required />
        <FormTextField form={form} name="luggage" type="number" label={t('vehicles.luggage')} required />
        <FormSelectField
          form={form}
          name="vehicle_status"
          label={t('vehicles.status')}
          options={STATUSES.map((s) => ({ value: s, label: t(`vehicles.statuses.${s}`) }))}
          required
        />
      </Grid>
      <Group>
        <legend>{t('vehicles.prices')}</legend>
        <Grid>
          {MONEY_FIELDS.map((f) => (
            <FormTextField
              key={f}
              form={form}
              name={f}
              label={t(`vehicles.money.${f}`)}
              hint={t('vehicles.moneyHint')}
              required
            />
          ))}
        </Grid>
      </Group>
      <Grid>
        <FormCheckbox form={form} name="accessibility" label={t('vehicles.accessibility')} />
        <FormCheckbox form={form} name="free_cancelation" label={t('vehicles.freeCancelation')} />
        <FormTextField
          form={form}
          name="free_cancelation_policy_hours"
          type="number"
          label={t('vehicles.cancelationHours')}
          required
        />
      </Grid>
      <Group aria-invalid={districtsError ? true : undefined}>
        <legend>{t('vehicles.districts')}</legend>
        <div className="districts">
          {districts.map((d) => (
            <Checkbox key={d} label={d} value={d} {...form.register('districts')} />
          ))}
        </div>
        {districtsError && <p className="error">{districtsError}</p>}
      </Group>
      <Button type="submit" busy={create.isPending || update.isPending}>
        {vehicle ? t('vehicles.save') : t('vehicles.create')}
      </Button>
    </form>
  );
}
