// The "add this booking to your account" link of a guest booking's confirmation mail opens
// /purchase-complete with `claim=<token>`. Signed in, one button moves the booking into the account (the API checks
// that the account's address is the booking's); signed out, the customer signs in first, then the same button shows.
import { useState, type ReactNode } from 'react';
import { api } from '@mp/shared/api';
import type { ClaimedBooking, EnvelopeOf } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { useAuth } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';

export function ClaimBooking({ reference, token }: { reference: string; token: string }): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const user = useAuth((s) => (s.user?.api_token ? s.user : null));
  const openLogin = useAuth((s) => s.openLoginModal);
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string }>({
    kind: 'idle',
  });

  async function claim() {
    setState({ kind: 'busy' });
    const result = await api.post<EnvelopeOf<ClaimedBooking>>('bookings/claim', { reference, token });
    if (result.ok) setState({ kind: 'done' });
    else {
      setState({ kind: 'error', message: result.errors.token?.[0] ?? t('claim.failed') });
    }
  }

  return (
    <section aria-labelledby="claim-title" data-testid="claim-booking">
      <h2 id="claim-title">{t('claim.title')}</h2>
      <div role="status" aria-live="polite">
        {state.kind === 'done' && <p data-testid="claim-done">{t('claim.done')}</p>}
        {state.kind === 'error' && <p data-testid="claim-error">{state.message}</p>}
      </div>
      {state.kind === 'done' ? (
        <LinkButton href={to('user-panel.bookings')}>{t('complete.toBookings')}</LinkButton>
      ) : user ? (
        <>
          <p>{t('claim.signedIn', { email: user.email })}</p>
          <Button type="button" onClick={() => void claim()} busy={state.kind === 'busy'}>
            {t('claim.action')}
          </Button>
        </>
      ) : (
        <>
          <p>{t('claim.signInFirst')}</p>
          <Button type="button" onClick={() => openLogin('login', window.location.pathname + window.location.search)}>
            {t('claim.signIn')}
          </Button>
        </>
      )}
    </section>
  );
}
