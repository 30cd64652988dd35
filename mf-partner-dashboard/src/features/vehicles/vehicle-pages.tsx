import type { ReactNode } from 'react';
import type { RemotePageProps } from '@mp/shared/remote';
import { ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useVehicle } from './api/get-vehicles';
import { VehicleForm } from './vehicle-form';
import { RoutePricingSection } from './route-pricing/route-pricing-section';

/** /dashboard/vehicles/new */
export function NewVehiclePage({ title }: RemotePageProps): ReactNode {
  return (
    <PageFrame title={title}>
      <VehicleForm />
    </PageFrame>
  );
}

/** /dashboard/vehicles/edit/:id */
export function EditVehiclePage({ params, title }: RemotePageProps): ReactNode {
  const vehicle = useVehicle(Number(params.id));
  return (
    <PageFrame title={title}>
      {vehicle.isPending && <Spinner />}
      {vehicle.error && <ErrorState onRetry={() => void vehicle.refetch()} />}
      {vehicle.data && <VehicleForm key={vehicle.data.id} vehicle={vehicle.data} />}
      {vehicle.data && <RoutePricingSection vehicleId={vehicle.data.id} />}
    </PageFrame>
  );
}
