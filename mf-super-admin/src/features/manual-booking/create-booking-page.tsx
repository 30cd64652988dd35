import type { ReactNode } from 'react';
import type { RemotePageProps } from '@mp/shared/remote';
import { PageFrame } from '@mp/shared/ui';
import { ManualBookingForm } from './components/manual-form';

/** /super-admin/create-booking: a manual GIFT booking for any customer (then /super-admin/booking-success). */
export default function CreateBookingPage({ title }: RemotePageProps): ReactNode {
  return (
    <PageFrame title={title}>
      <ManualBookingForm />
    </PageFrame>
  );
}
