import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { cartStore, useAuth, useCart } from '@mp/shared/stores';
import { Button, EmptyState, PageFrame } from '@mp/shared/ui';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import { pendingPayment } from '../../shared/payment/pending-payment';
import { usePricedCart } from '../../shared/priced-cart';
import { blockedLines } from './cart-rules';
import { LineError, Section } from './components/cart-layout';
import { CartLines } from './components/cart-lines';
import { EmptyCartLinks } from './components/empty-cart-links';
import { PendingPaymentNotice } from './components/pending-payment-notice';
import { PointsSection } from './components/points-section';
import { PromoCodeSection } from './components/promo-code-section';
import { useCartWrites } from './hooks/use-cart-writes';

/** /cart (spec §3 cart, §4, §7, §9): items re-priced by the server, quantities, notes, promo code, points, total. */
export default function CartPage({ title }: RemotePageProps): ReactNode {
  const navigate = useNavigate();
  const to = usePathTo();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const items = useCart((s) => s.items);
  const notes = useCart((s) => s.notes);
  const user = useAuth((s) => s.user);
  const cart = usePricedCart();
  const writes = useCartWrites();

  useEffect(() => {
    if (cartStore.getState().items.length > 0) void writes.sync();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- priced once on arrival
  }, []);

  // An MB WAY or crypto payment waiting in another tab (the cart was cleared when it started).
  const [pending] = useState(() => (cartStore.getState().items.length === 0 ? pendingPayment() : null));

  // A line the server refused (sold out, past date…) blocks Continue until it is changed or removed.
  const blocked = blockedLines(items, writes.errors);
  async function toCheckout() {
    // The notes are saved with the cart on the way, so the first click both saves and continues.
    // Leaving the cart holds its places; a line whose places are gone stays here with what to do.
    if ((await writes.sync()) && (await writes.hold())) navigate(to('checkout-personal-data'));
  }

  return (
    <PageFrame title={title}>
      <p aria-live="polite" role="status" className="visually-hidden-status" style={{ minHeight: '1em' }}>
        {writes.busy ? t('cart.updating') : writes.status}
      </p>
      {items.length === 0 && pending ? (
        <PendingPaymentNotice pending={pending} />
      ) : items.length === 0 ? (
        <EmptyState title={tc('emptyCart.title')} description={tc('emptyCart.hint')} action={<EmptyCartLinks />} />
      ) : (
        <>
          <CartLines writes={writes} />
          <Section aria-labelledby="cart-notes">
            <h2 id="cart-notes">{t('cart.notes')}</h2>
            <label htmlFor="cart-notes-input">{t('cart.notesLabel')}</label>
            <textarea
              id="cart-notes-input"
              value={notes}
              maxLength={2000}
              onChange={(e) => cartStore.getState().setNotes(e.target.value)}
            />
          </Section>
          <PromoCodeSection writes={writes} />
          {user?.api_token && user.user_type === 'CLIENT' && <PointsSection userId={user.id} writes={writes} />}
          <Section as="div">
            <OrderSummary items={items} cart={cart} dueTestId="cart-total" />
            {blocked.length > 0 && (
              <LineError role="alert" data-testid="cart-blocked">
                {t('cart.fixLines', { count: blocked.length })}
              </LineError>
            )}
            <Button busy={writes.busy} disabled={writes.busy || blocked.length > 0} onClick={() => void toCheckout()}>
              {t('cart.continue')}
            </Button>
          </Section>
        </>
      )}
    </PageFrame>
  );
}
