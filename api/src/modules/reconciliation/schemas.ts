import { Type } from '@sinclair/typebox';
import {
  Envelope,
  OpenRefund,
  ReconciliationDay,
  ReconciliationOverview,
  ReconciliationQuery,
  ReconciliationRunBody,
} from '@mp/shared/contracts';
import { errors } from '../../lib/schemas';

const tags = ['back office'];

export const overviewSchema = {
  tags,
  summary:
    'Reconciliation: the latest days with a difference between our payments and a gateway, and the refunds not yet at a gateway',
  response: { 200: Envelope(ReconciliationOverview), ...errors(401, 403) },
};

export const daySchema = {
  tags,
  summary: "A Lisbon day's reconciliation per payment method, as last checked (?day=YYYY-MM-DD, yesterday by default)",
  querystring: ReconciliationQuery,
  response: { 200: Envelope(ReconciliationDay), ...errors(401, 403, 422) },
};

export const runSchema = {
  tags,
  summary: "Checks a day again against each gateway's records and answers the result",
  body: ReconciliationRunBody,
  response: { 200: Envelope(ReconciliationDay), ...errors(401, 403, 422) },
};

export const retrySchema = {
  tags,
  summary: 'Tries a pending gateway refund again now; answers the refund, or null once the gateway took it',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  body: Type.Object({}),
  response: {
    200: Envelope(Type.Object({ refunded: Type.Boolean(), refund: Type.Union([OpenRefund, Type.Null()]) })),
    ...errors(401, 403, 404),
  },
};

export const SETTLE_NOTE_MAX = 500;

export const settleSchema = {
  tags,
  summary:
    'Records that staff paid a manual refund (a gateway with no refund API) back by hand, with a note saying how; a second call answers the same settlement',
  params: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
  body: Type.Object({
    note: Type.String({
      minLength: 1,
      maxLength: SETTLE_NOTE_MAX,
      description: 'How it was paid back: the transaction hash or bank reference',
    }),
  }),
  response: {
    200: Envelope(
      Type.Object({ id: Type.Integer(), note: Type.String(), settled_at: Type.String({ format: 'date-time' }) }),
    ),
    ...errors(401, 403, 404, 422),
  },
};
