import { formatGeoPoint, mapLink, parseGeoPoint, placeLabel } from './place';

describe('place', () => {
  it('names a restaurant’s place an address, an event’s a venue, the rest a meeting point', () => {
    expect([placeLabel('restaurant'), placeLabel('event'), placeLabel('experience'), placeLabel(null)]).toEqual([
      'address',
      'venue',
      'meetingPoint',
      'meetingPoint',
    ]);
  });

  it('reads a typed pair and the links map applications share', () => {
    const se = { lat: 38.7097, lng: -9.1334 };
    expect(parseGeoPoint('38.7097, -9.1334')).toEqual(se);
    expect(parseGeoPoint(' 38.7097 -9.1334 ')).toEqual(se);
    expect(parseGeoPoint('38.7097;-9.1334')).toEqual(se);
    expect(parseGeoPoint('https://www.google.com/maps/place/S%C3%A9/@38.7097,-9.1334,17z/data=x')).toEqual(se);
    expect(parseGeoPoint('https://www.google.com/maps/search/?api=1&query=38.7097,-9.1334')).toEqual(se);
    expect(parseGeoPoint('https://maps.apple.com/?ll=38.7097,-9.1334&q=S%C3%A9')).toEqual(se);
    expect(parseGeoPoint('https://www.openstreetmap.org/?mlat=38.7097&mlon=-9.1334#map=17/38.7097/-9.1334')).toEqual(
      se,
    );
    expect(parseGeoPoint('38.12345678, -9.1')).toEqual({ lat: 38.123457, lng: -9.1 });
  });

  it('blank is no position; text without a pair, or off the globe, cannot be read', () => {
    expect(parseGeoPoint('   ')).toBeUndefined();
    expect(parseGeoPoint('Largo da Sé')).toBeNull();
    expect(parseGeoPoint('95.1, 10.2')).toBeNull();
    expect(parseGeoPoint('Avenida 5 de Outubro 12, 3')).toBeNull();
    expect(parseGeoPoint('38.7, -190.5')).toBeNull();
    expect(parseGeoPoint('Rua de São Paulo 112')).toBeNull();
  });

  it('shows a position back as it reads and links it to a map application', () => {
    expect(formatGeoPoint({ lat: 38.7097, lng: -9.1334 })).toBe('38.7097, -9.1334');
    expect(mapLink({ lat: 38.7097, lng: -9.1334 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=38.709700,-9.133400',
    );
  });
});
