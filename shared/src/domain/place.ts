// What a booked service's place is called wherever it is shown (service page, order summary, voucher, My bookings,
// the guest's manage page): a restaurant has an address, an event a venue, everything else a meeting point.
export type PlaceLabel = 'address' | 'venue' | 'meetingPoint';

export function placeLabel(kind: string | null | undefined): PlaceLabel {
  return kind === 'restaurant' ? 'address' : kind === 'event' ? 'venue' : 'meetingPoint';
}
