// What a booked service's place is called wherever it is shown (service page, order summary, voucher, My bookings,
// the guest's manage page): a restaurant has an address, an event a venue, everything else a meeting point.
export type PlaceLabel = 'address' | 'venue' | 'meetingPoint';

export function placeLabel(kind: string | null | undefined): PlaceLabel {
  return kind === 'restaurant' ? 'address' : kind === 'event' ? 'venue' : 'meetingPoint';
}

/**
 * A link that opens a point in the visitor's map application: Google Maps' universal link opens the installed app on
 * a phone (Google Maps, or the browser's map page elsewhere), the form every map application's "share" understands.
 */
export function mapLink({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(6)},${lng.toFixed(6)}`;
}

/** Degrees with their decimals, as map applications give them (a bare "12, 3" is more likely a house number). */
const DEGREES = String.raw`(-?\d{1,3}\.\d+)`;
/** "38.7097, -9.1334" (what a map application copies), and links holding the pair (`@lat,lng`, `query=lat,lng`, `ll=`). */
const PAIR = new RegExp(String.raw`(?:^|[@=/\s])${DEGREES}\s*[,;\s]\s*${DEGREES}(?=$|[,/&?\s])`);
/** OpenStreetMap's links: `mlat=…&mlon=…`. */
const OSM = new RegExp(String.raw`mlat=${DEGREES}&mlon=${DEGREES}`);

/**
 * The map position a partner typed or pasted: a "latitude, longitude" pair or a map application's link to the place.
 * Null when none can be read or it is off the globe; blank text is `undefined` (no position).
 */
export function parseGeoPoint(text: string): { lat: number; lng: number } | null | undefined {
  const typed = text.trim();
  if (!typed) return undefined;
  const found = OSM.exec(typed) ?? PAIR.exec(` ${typed}`);
  if (!found) return null;
  const lat = Number(found[1]);
  const lng = Number(found[2]);
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return null;
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** A position as the form shows it back: "38.709700, -9.133400" reads as typed, six decimals (~10 cm). */
export function formatGeoPoint({ lat, lng }: { lat: number; lng: number }): string {
  return `${Number(lat.toFixed(6))}, ${Number(lng.toFixed(6))}`;
}
