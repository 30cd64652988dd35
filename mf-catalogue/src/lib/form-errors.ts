// Server validation errors on their fields (spec §5): a 422 `errors` map (`field.N` already merged by the API
// client), shown under each field; editing a field clears its error.
import { useCallback, useState } from 'react';
import { clearFieldError, type FieldErrors } from '@mp/shared/domain';

export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const clear = useCallback((field: string) => setErrors((e) => clearFieldError(e, field)), []);
  const message = (field: string): string | undefined => errors[field]?.[0];
  return { errors, setErrors, clear, message };
}
