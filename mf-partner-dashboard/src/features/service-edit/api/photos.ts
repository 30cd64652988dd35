// POST /api/dashboard/services/{id}/photos (multipart `pictures[]`) and POST …/photos/arrange: a service's photos
// added, and kept, ordered and described (the ones left out are deleted). Both answer the service as it now is.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { DashboardServiceDetail, EnvelopeOf, ServicePhotosArrangeBody } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export async function addPhotos(id: number, files: readonly File[]): Promise<DashboardServiceDetail> {
  const body = new FormData();
  for (const file of files) body.append('pictures[]', file);
  return unwrap(await api.post<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}/photos`, body)).content;
}

export async function arrangePhotos(id: number, body: ServicePhotosArrangeBody): Promise<DashboardServiceDetail> {
  return unwrap(await api.post<EnvelopeOf<DashboardServiceDetail>>(`dashboard/services/${id}/photos/arrange`, body))
    .content;
}

function useServiceWrite<T>(id: number, write: (id: number, input: T) => Promise<DashboardServiceDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => write(id, input),
    onSuccess: (service) => client.setQueryData(serviceKeys.detail(id), service),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.lists() }),
  });
}

export const useAddPhotos = (id: number) => useServiceWrite(id, addPhotos);
export const useArrangePhotos = (id: number) => useServiceWrite(id, arrangePhotos);
