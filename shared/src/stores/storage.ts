// Web Storage access that never throws: private mode, a full quota or a server render must not
// break a store.

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = area(which)?.getItem(key);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  try {
    area(which)?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`[mp] could not persist ${key}`, error);
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}

/** Clear both storages but keep the values of `keep` (localStorage keys). */
export function clearStorageKeeping(keep: readonly string[]): void {
  const local = area('local');
  const kept = keep.map((key) => [key, local?.getItem(key) ?? null] as const);
  try {
    local?.clear();
    area('session')?.clear();
  } finally {
    for (const [key, value] of kept) if (value !== null) local?.setItem(key, value);
  }
}
