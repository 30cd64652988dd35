import { Type } from '@sinclair/typebox';
import {
  AuditEntry,
  CustomerBookingItem,
  CustomerConversation,
  CustomerGiftCard,
  CustomerNote,
  CustomerNoteBody,
  CustomerPartQuery,
  CustomerPayment,
  CustomerPointsEntry,
  Envelope,
  ImpersonateField,
  Page,
  SuperCustomerDetail,
} from '@mp/shared/contracts';
import { errors } from '../../../lib/schemas';

const tags = ['back office'];

const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });
const NoteParams = Type.Object({ id: Type.Integer({ minimum: 1 }), noteId: Type.Integer({ minimum: 1 }) });
const NoQuery = Type.Object({ impersonate_id: ImpersonateField });

export const customerSchema = {
  tags,
  summary:
    'A customer account (user type CLIENT): profile, totals (bookings, paid total less refunds) and gift-card and points balances; 404 for any other id',
  params: IdParams,
  querystring: NoQuery,
  response: { 200: Envelope(SuperCustomerDetail), ...errors(401, 403, 404, 422) },
};

const part = (summary: string, row: Parameters<typeof Page>[0]) => ({
  tags,
  summary,
  params: IdParams,
  querystring: CustomerPartQuery,
  response: { 200: Envelope(Page(row)), ...errors(401, 403, 404, 422) },
});

export const customerBookingsSchema = part("The customer's booking items, newest booked first", CustomerBookingItem);
export const customerPaymentsSchema = part(
  "The payments of the customer's bookings, newest first, each with what went back of it",
  CustomerPayment,
);
export const customerMessagesSchema = part(
  'The chats the customer takes part in (with partners and with our team), latest message first',
  CustomerConversation,
);
export const customerGiftCardsSchema = part(
  'The gift cards the customer owns or bought, newest first',
  CustomerGiftCard,
);
export const customerPointsSchema = part("The customer's points ledger, newest first", CustomerPointsEntry);
export const customerAuditSchema = part(
  'Staff audit entries about the customer: requests made acting as them, changes to their account, notes about them',
  AuditEntry,
);
export const customerNotesSchema = part('Notes about the customer that only staff read, newest first', CustomerNote);

export const addNoteSchema = {
  tags,
  summary: 'Writes a note about the customer that only staff read (at most 2000 characters; audited)',
  params: IdParams,
  querystring: NoQuery,
  body: CustomerNoteBody,
  response: { 200: Envelope(CustomerNote), ...errors(401, 403, 404, 422) },
};

export const editNoteSchema = {
  tags,
  summary: "Changes a note's text; only its author may (403 for anyone else; audited with before and after)",
  params: NoteParams,
  querystring: NoQuery,
  body: CustomerNoteBody,
  response: { 200: Envelope(CustomerNote), ...errors(401, 403, 404, 422) },
};

export const deleteNoteSchema = {
  tags,
  summary: 'Deletes a note (it is kept, marked deleted); only its author may (403 for anyone else; audited)',
  params: NoteParams,
  querystring: NoQuery,
  response: { 200: Envelope(Type.Object({ id: Type.Integer() })), ...errors(401, 403, 404, 422) },
};
