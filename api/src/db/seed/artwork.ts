// Generated SVG artwork of the demo catalogue (company logos, service galleries, event and restaurant pictures).
import type { Storage } from '../../plugins/storage';
import { galleryImageSvg, logoSvg } from '../seed-art';
import type { SeedCatalogue } from '../seed-data/types';
import { GALLERY_IMAGES } from './util';

export async function writeArtwork(storage: Storage, catalogue: SeedCatalogue): Promise<void> {
  // Same key, same bytes: rewriting on a second run changes nothing.
  const writes: Promise<void>[] = [];
  for (const c of catalogue.companies) {
    writes.push(storage.put(`seed/companies/${c.slug}/logo.svg`, Buffer.from(logoSvg(c.trade_name, c.brand_color))));
  }
  for (const s of catalogue.services) {
    for (let i = 0; i < GALLERY_IMAGES; i += 1) {
      writes.push(
        storage.put(
          `seed/services/${s.slug}/${i + 1}.svg`,
          Buffer.from(galleryImageSvg({ category: s.category, kind: s.kind, hue: s.image_hue }, i)),
        ),
      );
    }
  }
  for (const e of catalogue.bolEvents)
    writes.push(
      storage.put(
        `seed/events/${e.slug}.svg`,
        Buffer.from(galleryImageSvg({ category: 'event', hue: e.image_hue }, 0)),
      ),
    );
  for (const r of catalogue.restaurants)
    writes.push(
      storage.put(
        `seed/restaurants/${r.slug}.svg`,
        Buffer.from(galleryImageSvg({ category: 'restaurant', hue: r.image_hue }, 0)),
      ),
    );
  await Promise.all(writes);
}
