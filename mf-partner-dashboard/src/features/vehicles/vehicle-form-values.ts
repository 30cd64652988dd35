// The vehicle form's values: the contract's fields, with prices typed in euros and districts as a list of names.
import { DashboardVehicleForm, type DashboardVehicle, type VehicleBody } from '@mp/shared/contracts';
import { eurosToCents } from '@mp/shared/domain';

/** Where transfers are offered: the 18 mainland districts and the two autonomous regions, as transfer towns spell them. */
export const DISTRICTS = [
  'Aveiro',
  'Beja',
  'Braga',
  'Bragança',
  'Castelo Branco',
  'Coimbra',
  'Évora',
  'Faro',
  'Guarda',
  'Leiria',
  'Lisboa',
  'Portalegre',
  'Porto',
  'Santarém',
  'Setúbal',
  'Viana do Castelo',
  'Vila Real',
  'Viseu',
  'Açores',
  'Madeira',
] as const;

export const MONEY_FIELDS = [
  'value_cents',
  'roundback_value_cents',
  'value_discount_cents',
  'baby_seats_value_cents',
  'child_seats_value_cents',
  'booster_seats_value_cents',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

export const VehicleFormSchema = DashboardVehicleForm;
export type VehicleFormValues = DashboardVehicleForm;

const euros = (cents: number) => (cents / 100).toFixed(2);

export function formValuesOf(v?: DashboardVehicle): VehicleFormValues {
  return {
    name: v?.name ?? '',
    car_type: v?.car_type ?? 'sedan',
    seats: v?.seats ?? 4,
    luggage: v?.luggage ?? 2,
    accessibility: v?.accessibility ?? false,
    free_cancelation: v?.free_cancelation ?? true,
    free_cancelation_policy_hours: v?.free_cancelation_policy_hours ?? 24,
    vehicle_status: v?.vehicle_status ?? 'active',
    districts: v?.districts ?? [],
    value_cents: euros(v?.value_cents ?? 0),
    roundback_value_cents: euros(v?.roundback_value_cents ?? 0),
    value_discount_cents: euros(v?.value_discount_cents ?? 0),
    baby_seats_value_cents: euros(v?.baby_seats_value_cents ?? 0),
    child_seats_value_cents: euros(v?.child_seats_value_cents ?? 0),
    booster_seats_value_cents: euros(v?.booster_seats_value_cents ?? 0),
  };
}

/** The API body of the form's values (euros to cents). */
export function bodyOf(values: VehicleFormValues): Omit<VehicleBody, 'impersonate_id'> {
  const cents = Object.fromEntries(MONEY_FIELDS.map((f) => [f, eurosToCents(values[f])])) as Record<MoneyField, number>;
  return { ...values, ...cents };
}
