// The filters a list's form holds before "Apply": they start as the URL's, and follow the URL when it changes under
// the form (a saved view applied, Back, a link), so the form never shows other filters than the rows were found by.
import { useState } from 'react';

export function useFilterDraft(
  applied: Readonly<Record<string, string>>,
): readonly [Record<string, string>, (next: Record<string, string>) => void] {
  const [draft, setDraft] = useState<Record<string, string>>({ ...applied });
  const key = JSON.stringify(applied);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setDraft({ ...applied });
  }
  return [draft, setDraft];
}
