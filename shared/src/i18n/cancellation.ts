// How the one cancellation rule (@mp/shared/domain cancellationTerms) reads on every screen: "Free cancellation until
// 01/12/2026, 09:30 (Lisbon time)" while the window is open, "Non-refundable" once it has passed or when there is none
// and "Nothing to pay: free to cancel" for a line that costs nothing (the `common` namespace's `cancellation.*` strings,
// en and pt).
import { formatCancellationDeadline, type CancellationTerms } from '../domain';

/** The `common` namespace's t (react-i18next's TFunction is assignable to it). */
type Translate = (key: string, options: { when?: string }) => string;

export function cancellationText(tc: Translate, terms: CancellationTerms): string {
  if (terms.kind === 'free_until')
    return tc('cancellation.freeUntil', { when: formatCancellationDeadline(terms.until) });
  return terms.kind === 'nothing_paid' ? tc('cancellation.nothingPaid', {}) : tc('cancellation.nonRefundable', {});
}
