// The "add this booking to your account" link of a guest booking's confirmation mail opens
// /purchase-complete with `claim=<token>`. Signed in, one button moves the booking into the account (the API checks
// that the account's address is the booking's); signed out, the customer signs in first, then the same button shows.
import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { useAuth } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import { useClaimBooking } from '../api/claim-booking';

export function ClaimBooking({ reference, token }: { reference: string; token: string }): ReactNode {
  const { t } = useTranslation('checkout');
  const to = usePathTo();
  const user = useAuth((s) => (s.user?.api_token ? s.user : null));
  const openLogin = useAuth((s) => s.openLoginModal);
  const claim = useClaimBooking();
  const answer = claim.data;
  const done = answer?.ok === true;
  // The server's word on the link (expired, another address) or, failing that, ours.
  const error = answer && !answer.ok ? (answer.errors.token?.[0] ?? t('claim.failed')) : null;

  return (
    <section aria-labelledby="claim-title" data-testid="claim-booking">
      <h2 id="claim-title">{t('claim.title')}</h2>
      <div role="status" aria-live="polite">
        {done && <p data-testid="claim-done">{t('claim.done')}</p>}
        {error && !claim.isPending && <p data-testid="claim-error">{error}</p>}
      </div>
      {done ? (
        <LinkButton href={to('user-panel.bookings')}>{t('complete.toBookings')}</LinkButton>
      ) : user ? (
        <>
          <p>{t('claim.signedIn', { email: user.email })}</p>
          <Button type="button" onClick={() => claim.mutate({ reference, token })} busy={claim.isPending}>
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
