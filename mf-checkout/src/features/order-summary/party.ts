// docs/adr/023: how a party split by age reads on every checkout screen: "2 adults, 1 child", or with each band's
// price, "2 adults × €45.00, 1 child × €25.00" (plural forms from the shared `party.*` strings, en and pt).
import type { AgeSplit, Locale } from '@mp/shared/contracts';
import { partyBands } from '@mp/shared/domain';
import { formatMoney } from '@mp/shared/i18n';

/** The `common` namespace's t (react-i18next's TFunction is assignable to it). */
type Translate = (key: string, options: { count?: number; people?: string; price?: string }) => string;

export function partyText(tc: Translate, ages: AgeSplit): string {
  return partyBands(ages)
    .map((b) => tc(`party.${b.band}`, { count: b.count }))
    .join(', ');
}

export function partyPricedText(tc: Translate, ages: AgeSplit, locale: Locale): string {
  return partyBands(ages)
    .map((b) => tc('party.priced', { people: tc(`party.${b.band}`, { count: b.count }), price: formatMoney(b.unit_cents, locale) }))
    .join(', ');
}
