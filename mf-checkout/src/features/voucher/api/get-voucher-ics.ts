// GET api/bookings/{reference}/voucher.ics: the calendar file as a Blob, through `api.blob` (a plain link could not send
// the token header), saved as a download.
import { useMutation } from '@tanstack/react-query';
import { api, saveBlob, unwrap } from '@mp/shared/api';
import { voucherTokenHeader } from './keys';

export async function getVoucherIcs(reference: string, token: string | null): Promise<Blob> {
  return unwrap(
    await api.blob(`bookings/${encodeURIComponent(reference)}/voucher.ics`, {
      accept: 'text/calendar',
      headers: voucherTokenHeader(token),
    }),
  );
}

/** A download the customer asks for: its failure is said on the page (`isError`) until the next try. */
export function useDownloadVoucherIcs(reference: string, token: string | null) {
  return useMutation({
    mutationFn: async () => saveBlob(await getVoucherIcs(reference, token), `roteiro-${reference}.ics`),
  });
}
