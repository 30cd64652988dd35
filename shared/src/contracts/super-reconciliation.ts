// Back-office reconciliation: our payments and refunds of a Lisbon day beside each gateway's records, the
// differences found, and the refunds not (yet) at a gateway.
import { Type, type Static } from '@sinclair/typebox';

export const ReconciliationSide = Type.Union([
  Type.Object({ amount_cents: Type.Integer(), status: Type.String() }),
  Type.Null(),
]);

export const ReconciliationDifference = Type.Object({
  external_id: Type.String(),
  kind: Type.Union([Type.Literal('payment'), Type.Literal('refund')]),
  problem: Type.Union([
    Type.Literal('missing_at_gateway'),
    Type.Literal('missing_here'),
    Type.Literal('amount'),
    Type.Literal('status'),
  ]),
  ours: ReconciliationSide,
  gateway: ReconciliationSide,
});
export type ReconciliationDifference = Static<typeof ReconciliationDifference>;

export const ReconciliationRun = Type.Object({
  method: Type.Union([Type.Literal('card'), Type.Literal('paypal'), Type.Literal('mbway'), Type.Literal('crypto')]),
  provider: Type.String(),
  checked_at: Type.String({ format: 'date-time' }),
  ours: Type.Integer(),
  theirs: Type.Integer(),
  differences: Type.Array(ReconciliationDifference),
  /** The gateway could not be read (nothing was compared). */
  error: Type.Union([Type.String(), Type.Null()]),
});
export type ReconciliationRun = Static<typeof ReconciliationRun>;

export const ReconciliationDay = Type.Object({
  day: Type.String({ format: 'date' }),
  runs: Type.Array(ReconciliationRun),
});
export type ReconciliationDay = Static<typeof ReconciliationDay>;

export const ReconciliationQuery = Type.Object({ day: Type.Optional(Type.String({ format: 'date' })) });
export type ReconciliationQuery = Static<typeof ReconciliationQuery>;

export const ReconciliationRunBody = Type.Object({ day: Type.String({ format: 'date' }) });
export type ReconciliationRunBody = Static<typeof ReconciliationRunBody>;

export const OpenRefund = Type.Object({
  id: Type.Integer(),
  booking_id: Type.Integer(),
  provider: Type.String(),
  external_id: Type.String(),
  amount_cents: Type.Integer(),
  reason: Type.Union([Type.Literal('cancellation'), Type.Literal('late_payment'), Type.Literal('crypto_shortfall')]),
  /** pending: retried by itself until the gateway takes it; manual: the gateway has no refund API, staff pay it. */
  status: Type.Union([Type.Literal('pending'), Type.Literal('manual')]),
  attempts: Type.Integer(),
  last_error: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
});
export type OpenRefund = Static<typeof OpenRefund>;

export const ReconciliationOverview = Type.Object({
  /** Latest days with a difference or an unreadable gateway. */
  days: Type.Array(
    Type.Object({ day: Type.String({ format: 'date' }), differences: Type.Integer(), errors: Type.Integer() }),
  ),
  open_refunds: Type.Array(OpenRefund),
});
export type ReconciliationOverview = Static<typeof ReconciliationOverview>;
