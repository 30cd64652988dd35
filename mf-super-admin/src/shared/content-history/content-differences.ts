// What differs between two versions of one piece of back-office content, field by field (a website text's title,
// description and body; a chatbot's greeting, fallback and each FAQ question and answer): a plain before/after per
// field is what staff need to decide whether to restore or reload, so no word-level diff.

/** One field of a piece of content as text, with its label in the screen's language. */
export interface FieldText {
  key: string;
  label: string;
  text: string;
}

/** A field whose text is not the same in the two versions; a field only one of them has is empty in the other. */
export interface FieldDifference {
  key: string;
  label: string;
  /** The text in the version compared against (the current one, or the latest saved). */
  current: string;
  /** The text in the other version (the one previewed, or the editor's unsaved one). */
  other: string;
}

export function differences(current: readonly FieldText[], other: readonly FieldText[]): FieldDifference[] {
  const otherByKey = new Map(other.map((f) => [f.key, f]));
  const currentKeys = new Set(current.map((f) => f.key));
  const fields = [
    ...current.map((f) => ({ key: f.key, label: f.label, current: f.text, other: otherByKey.get(f.key)?.text ?? '' })),
    ...other.filter((f) => !currentKeys.has(f.key)).map((f) => ({ ...f, current: '', other: f.text })),
  ];
  return fields
    .filter((f) => f.current !== f.other)
    .map(({ key, label, current: now, other: then }) => ({ key, label, current: now, other: then }));
}
