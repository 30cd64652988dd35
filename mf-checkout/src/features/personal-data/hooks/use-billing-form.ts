// The billing form of the personal-data step: what the customer typed, prefilled from the cart's earlier billing
// data, the account and the profile as saved now; its errors are the step's own checks and the server's last refusal.
import { useEffect, useState } from 'react';
import type { FieldErrors } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { actingUser, cartStore, useAuth, useCart } from '@mp/shared/stores';
import { billingErrors, changeField, fillEmpty, initialBilling, type BillingField } from '../../../shared/billing-form';
import { useProfile } from '../api/get-profile';

export function useBillingForm() {
  const { t } = useTranslation('checkout');
  const user = useAuth(actingUser);
  const loggedIn = useAuth((s) => Boolean(s.user?.api_token));
  const storedErrors = useCart((s) => s.checkoutErrors);
  const [data, setData] = useState(() => initialBilling(cartStore.getState().billingData, user));
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const userId = user?.id ?? null;
  useEffect(() => {
    // Logged in on this step (the shell's modal): the account's data fills what is still empty.
    if (user) setData((prev) => fillEmpty(prev, initialBilling(null, user)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per account, not per user object identity
  }, [userId]);
  // The profile as saved now (POST api/clients/{id} from another device or an earlier checkout) fills the rest.
  const saved = useProfile(loggedIn ? userId : null);
  useEffect(() => {
    if (saved.data) setData((prev) => fillEmpty(prev, initialBilling(null, saved.data)));
  }, [saved.data]);

  function edit(field: BillingField, value: string) {
    setData((prev) => changeField(prev, field, value));
    // Spec §5: editing a field clears its error (country also clears city's).
    cartStore.getState().clearCheckoutError(field);
    setLocalErrors((prev) => {
      const next = { ...prev };
      delete next[field];
      if (field === 'country') delete next.city;
      return next;
    });
  }

  /** Checks the form; a wrong field gets its message and the first one the focus. Answers whether it is complete. */
  function validate(): boolean {
    const found = billingErrors(data);
    if (Object.keys(found).length === 0) return true;
    setLocalErrors(
      Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.map((key) => t(`personal.errors.${key}`))])),
    );
    document.getElementById(`billing-${Object.keys(found)[0]}`)?.focus();
    return false;
  }

  return { data, errors: { ...storedErrors, ...localErrors }, edit, validate };
}

export type BillingForm = ReturnType<typeof useBillingForm>;
