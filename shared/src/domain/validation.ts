// Server validation errors (spec §5): field → messages; `field.N` also feeds `field`.

export type FieldErrors = Record<string, string[]>;

/**
 * Copy the map and merge every key with a numeric index segment (`logo.0`, `items.2.name`) into its
 * parent (`logo`, `items`), so a form showing one error per field still shows list-item errors.
 */
export function mergeValidationErrors(
  errors: Readonly<Record<string, readonly string[] | string>> | null | undefined,
): FieldErrors {
  const merged: FieldErrors = {};
  if (!errors) return merged;
  const add = (field: string, messages: readonly string[]) => {
    const list = (merged[field] ??= []);
    for (const message of messages) if (!list.includes(message)) list.push(message);
  };
  for (const [key, raw] of Object.entries(errors)) {
    const messages = typeof raw === 'string' ? [raw] : [...raw];
    add(key, messages);
    const segments = key.split('.');
    const index = segments.findIndex((segment, i) => i > 0 && /^\d+$/.test(segment));
    if (index > 0) add(segments.slice(0, index).join('.'), messages);
  }
  return merged;
}

/** Spec §5 "editing a field clears that field's error". Returns the same map when nothing changes. */
export function clearFieldError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** First message for a field, or undefined (what a field shows under itself). */
export function firstError(errors: FieldErrors, field: string): string | undefined {
  return errors[field]?.[0];
}
