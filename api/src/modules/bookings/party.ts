// How a party split by age reads in the API's mails, vouchers and messages (docs/adr/023): "2 adults, 1 child", with
// plural forms from i18next in en and pt ("1 criança", "2 crianças").
import type { AgeSplit, Locale } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';
import type { Translate } from '../../i18n';

/** "2 adults × €45.00, 1 child × €25.00": each band with what one person of it paid. */
export function partyPricedText(t: Translate, ages: AgeSplit, locale: Locale): string {
  const bands = [
    ...(ages.adults > 0
      ? [{ people: t('checkout.party.adults', { count: ages.adults }), cents: ages.adult_unit_cents }]
      : []),
    ...(ages.children > 0
      ? [{ people: t('checkout.party.children', { count: ages.children }), cents: ages.child_unit_cents }]
      : []),
  ];
  return bands
    .map((b) => t('checkout.party.priced', { people: b.people, price: formatMoney(b.cents, locale) }))
    .join(', ');
}
