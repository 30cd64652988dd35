// What a booked service's place is called on the summary and the voucher: a restaurant has an address, an event a
// venue, everything else a meeting point (the service page names them the same way).
export type PlaceLabel = 'address' | 'venue' | 'meetingPoint';

export function placeLabel(kind: string | null | undefined): PlaceLabel {
  return kind === 'restaurant' ? 'address' : kind === 'event' ? 'venue' : 'meetingPoint';
}
