// The partner dashboard's Messages page (spec §2): the company's conversations with customers, for its owner and the
// team members whose role includes bookings.
import { Type, type Static } from '@sinclair/typebox';
import { ChatSummary } from './chat';

/** The booking item a conversation is about (it was started from that booking), with its service as booked. */
export const PartnerInboxBooking = Type.Object({
  item_id: Type.Integer({ minimum: 1 }),
  reference: Type.String(),
  service_name: Type.String(),
});
export type PartnerInboxBooking = Static<typeof PartnerInboxBooking>;

/**
 * One conversation as a reader of the company's inbox sees it: `participant` is the customer, `unread_count` the
 * customer's messages this reader has not read, `team_member` the company's person who takes part in it.
 */
export const PartnerInboxChat = Type.Composite([
  ChatSummary,
  Type.Object({
    team_member: Type.Object({ id: Type.Integer(), first_name: Type.String(), last_name: Type.String() }),
    booking: Type.Union([PartnerInboxBooking, Type.Null()]),
  }),
]);
export type PartnerInboxChat = Static<typeof PartnerInboxChat>;
