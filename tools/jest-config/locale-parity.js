// The house rule for every front end's strings, so no visitor meets a missing label: the en and pt files have the
// same keys at every nesting level, and no string is empty. One helper for the locale tests of every remote.
/* global expect */

/** Every leaf key of a strings file, nested keys joined with '.' (as i18next reads them). */
export function localeKeys(value, prefix = '') {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => localeKeys(v, prefix ? `${prefix}.${k}` : k));
}

function leaf(strings, key) {
  return key.split('.').reduce((node, part) => (node === undefined || node === null ? undefined : node[part]), strings);
}

/** Fails the calling test when en and pt differ in keys or a string is missing or empty. */
export function expectLocaleParity(en, pt) {
  expect(localeKeys(pt).sort()).toEqual(localeKeys(en).sort());
  const empty = [
    ...localeKeys(en).map((k) => ['en', k, leaf(en, k)]),
    ...localeKeys(pt).map((k) => ['pt', k, leaf(pt, k)]),
  ]
    .filter(([, , v]) => typeof v !== 'string' || v.trim() === '')
    .map(([lang, k]) => `${lang}:${k}`);
  expect(empty).toEqual([]);
}
