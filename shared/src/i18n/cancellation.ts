// How the one cancellation rule (@mp/shared/domain cancellationTerms) reads on every screen: "Free cancellation until
// 01/12/2026, 09:30 (Lisbon time)" while the window is open, "Non-refundable" once it has passed or when there is none
// (the `common` namespace's `cancellation.*` strings, en and pt).
import { formatCancellationDeadline, type CancellationTerms } from '../domain';

/** The `common` namespace's t (react-i18next's TFunction is assignable to it). */
type Translate = (key: string, options: { when?: string }) => string;

export function cancellationText(tc: Translate, terms: CancellationTerms): string {
  return terms.kind === 'free_until'
    ? tc('cancellation.freeUntil', { when: formatCancellationDeadline(terms.until) })
    : tc('cancellation.nonRefundable', {});
}
