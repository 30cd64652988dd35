// docs/adr/023: how a party split by age reads on every screen, the traveller's and the partner's and staff's alike:
// "2 adults, 1 child", or with each band's price, "2 adults × €45.00, 1 child × €25.00" (plural forms from the
// `common` namespace's `party.*` strings, en and pt).
import type { AgeSplit, Locale } from '../contracts';
import { formatMoney, partyBands } from '../domain';

/** The `common` namespace's t (react-i18next's TFunction is assignable to it). */
type Translate = (key: string, options: { count?: number; people?: string; price?: string }) => string;

export function partyText(tc: Translate, ages: AgeSplit): string {
  return partyBands(ages)
    .map((b) => tc(`party.${b.band}`, { count: b.count }))
    .join(', ');
}

export function partyPricedText(tc: Translate, ages: AgeSplit, locale: Locale): string {
  return partyBands(ages)
    .map((b) =>
      tc('party.priced', {
        people: tc(`party.${b.band}`, { count: b.count }),
        price: formatMoney(b.unit_cents, locale),
      }),
    )
    .join(', ');
}
