// POST /api/cart/check for the line the booking box would add, so a sold-out or short date is said before adding
// rather than at checkout: places left on the chosen date and, when the line cannot be bought, the API's sentence
// saying why and what to do. Nothing is stored.
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { CartCheck, CartCheckLine, EnvelopeOf } from '@mp/shared/contracts';
import { useLocale } from '@mp/shared/stores';

export interface SlotChoice {
  serviceId: number;
  date: string;
  time: string | null;
  quantity: number;
  /** Services with a child band (docs/adr/023): the party's bands, checked as the cart will price them. */
  adults?: number;
  children?: number;
}

/** A date with this many free places or fewer is shown as "only N left" before adding. */
export const LOW_PLACES = 5;

export async function checkSlot(choice: SlotChoice, signal?: AbortSignal): Promise<CartCheckLine | null> {
  const party = choice.adults !== undefined ? { adults: choice.adults, children: choice.children ?? 0 } : {};
  const body = {
    items: [
      {
        id: 'check',
        service_id: choice.serviceId,
        date: choice.date,
        time: choice.time,
        quantity: choice.quantity,
        ...party,
      },
    ],
  };
  const data = unwrap(await api.post<EnvelopeOf<CartCheck>>('cart/check', body, signal ? { signal } : {}));
  return data.content.items[0] ?? null;
}

export const slotQueryKey = (choice: SlotChoice, locale: string) =>
  [
    'catalogue',
    'slot-check',
    locale,
    choice.serviceId,
    choice.date,
    choice.time,
    choice.quantity,
    choice.adults ?? null,
    choice.children ?? null,
  ] as const;

/** The check of the current choice; idle until a date and a quantity are chosen. Short-lived: places change. */
export function useSlotCheck(choice: SlotChoice | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: choice ? slotQueryKey(choice, locale) : ['catalogue', 'slot-check', 'none'],
    queryFn: ({ signal }) => (choice ? checkSlot(choice, signal) : null),
    enabled: choice !== null,
    staleTime: 15_000,
    retry: false,
  });
}
