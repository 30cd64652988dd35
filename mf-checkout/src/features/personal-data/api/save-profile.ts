// POST api/clients/{id}: the billing data saved to the customer's account (spec §7: answers data.status, content,
// profile; §8 the content is shown in an alert).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { ClientProfileSaved, User } from '@mp/shared/contracts';
import type { FieldErrors } from '@mp/shared/domain';
import { authStore, type BillingData } from '@mp/shared/stores';
import { profilePayload } from '../../../shared/billing-form';
import { personalDataKeys } from './keys';

export type SaveProfileOutcome = { ok: true; message: string; profile: User } | { ok: false; errors: FieldErrors };

/** Saves the billing data to the account; on success the stored login carries the saved profile from then on. */
export async function saveBillingToProfile(userId: number, data: BillingData): Promise<SaveProfileOutcome> {
  const result = await api.post<ClientProfileSaved>(`clients/${userId}`, profilePayload(data));
  if (!result.ok) return { ok: false, errors: result.errors };
  rememberProfile(result.data.profile);
  return { ok: true, message: result.data.content, profile: result.data.profile };
}

/**
 * Puts the saved user into the auth store (and so into local storage), so the next checkout prefills from it:
 * the logged-in customer's own record keeps its token; a super admin's tab of the impersonated customer is updated.
 */
export function rememberProfile(saved: User): void {
  const state = authStore.getState();
  if (state.impersonating?.id === saved.id) {
    authStore.setState({
      impersonating: saved,
      tabs: state.tabs.map((tab) => (tab.id === saved.id ? { ...tab, user: saved } : tab)),
    });
  } else if (state.user?.id === saved.id) {
    authStore.setState({ user: { ...saved, api_token: state.user.api_token } });
  }
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, data }: { userId: number; data: BillingData }) => saveBillingToProfile(userId, data),
    // The answer is the profile as now saved: the step's prefill reads it without asking again.
    onSuccess: (outcome, { userId }) => {
      if (outcome.ok) client.setQueryData(personalDataKeys.profile(userId), outcome.profile);
    },
  });
}
