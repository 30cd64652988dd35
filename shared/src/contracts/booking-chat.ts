// Messages about one booking item with its partner: the guest "Manage booking" page reads and writes them with the
// signed link, without an account; a signed-in customer opens the same conversation from My bookings.
import { Type, type Static } from '@sinclair/typebox';
import { ChatMessage } from './chat';

/** GET / POST api/bookings/manage/messages: the conversation of the booking's holder with the item's partner. */
export const ManagedBookingChat = Type.Object({
  /** null until the first message is sent. */
  chat_id: Type.Union([Type.Integer(), Type.Null()]),
  item_id: Type.Integer(),
  /** The partner's trade name, who answers. */
  partner_name: Type.String(),
  /** The holder's user id: messages with this sender are the guest's own. */
  holder_id: Type.Integer(),
  /** The latest messages, oldest first. */
  messages: Type.Array(ChatMessage),
});
export type ManagedBookingChat = Static<typeof ManagedBookingChat>;
