// POST api/super/reviews/import (multipart: file). Sent with XMLHttpRequest, not the shared client, because only
// XHR reports upload progress; the headers are the shared client's (language, token, impersonation).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiPath } from '@mp/shared/api';
import type { EnvelopeOf, ReviewImportResult } from '@mp/shared/contracts';
import { authStore, localeStore } from '@mp/shared/stores';
import { reviewKeys } from './keys';

export interface ImportProgress {
  /** upload: the file is on its way (loaded/total bytes); processing: the server reads and imports it. */
  phase: 'upload' | 'processing';
  loaded: number;
  total: number;
}

export function importReviews(file: File, onProgress: (p: ImportProgress) => void): Promise<ReviewImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiPath('/super/reviews/import'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', localeStore.getState().locale);
    const auth = authStore.getState();
    if (auth.user?.api_token) xhr.setRequestHeader('Authorization', `Bearer ${auth.user.api_token}`);
    const form = new FormData();
    const impersonating = auth.impersonating?.id;
    if (impersonating) form.set('impersonate_id', String(impersonating));
    form.set('file', file);
    xhr.upload.onprogress = (e) =>
      onProgress({ phase: 'upload', loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    xhr.upload.onload = () => onProgress({ phase: 'processing', loaded: file.size, total: file.size });
    xhr.onerror = () => reject(new ApiError(0, null, {}));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText) as unknown;
      } catch {
        body = xhr.responseText;
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve((body as EnvelopeOf<ReviewImportResult>).content);
      const errors =
        typeof body === 'object' && body !== null && 'errors' in body
          ? ((body as { errors: Record<string, string[]> }).errors ?? {})
          : {};
      reject(new ApiError(xhr.status, body, errors));
    };
    xhr.send(form);
  });
}

export function useImportReviews(onProgress: (p: ImportProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importReviews(file, onProgress),
    onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }),
  });
}
