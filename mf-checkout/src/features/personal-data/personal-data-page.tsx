import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { actingUser, authStore, cartStore, useAuth, useCart } from '@mp/shared/stores';
import { Button, Checkbox, EmptyState, ErrorNotice, Modal, PageFrame } from '@mp/shared/ui';
import { holdPlaces } from '../../shared/api/hold-places';
import { syncCart } from '../../shared/api/sync-cart';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import { usePricedCart } from '../../shared/priced-cart';
import { useSaveProfile } from './api/save-profile';
import { Actions } from './components/actions';
import { BillingFields } from './components/billing-fields';
import { useBillingForm } from './hooks/use-billing-form';

/** /checkout/personal-data (spec §3 billing data, §5): log in or continue as a guest, save to the profile. */
export default function PersonalDataPage({ title }: RemotePageProps): ReactNode {
  const navigate = useNavigate();
  const to = usePathTo();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const user = useAuth(actingUser);
  const loggedIn = useAuth((s) => Boolean(s.user?.api_token));
  const items = useCart((s) => s.items);
  const form = useBillingForm();
  const save = useSaveProfile();
  const [asGuest, setAsGuest] = useState(false);
  const [saveProfile, setSaveProfile] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  // The cart as the server priced it on the cart step (its discounts), as the payment step shows it.
  const cart = usePricedCart();
  // Priced again on arrival, so the summary has every discount after a reload too; then the cart's places are held
  // (the cart step already asked, a live hold keeps its end; a line that cannot be held is named there).
  useEffect(() => {
    if (cartStore.getState().items.length > 0) void syncCart().then(() => holdPlaces());
  }, []);

  if (items.length === 0) {
    return (
      <PageFrame title={title}>
        <EmptyState
          title={tc('emptyCart.title')}
          action={<LinkButton href={to('cart')}>{t('personal.backToCart')}</LinkButton>}
        />
      </PageFrame>
    );
  }

  async function submit() {
    if (!form.validate()) return;
    cartStore.getState().setBillingData(form.data);
    if (loggedIn && saveProfile && user) {
      const outcome = await save.mutateAsync({ userId: user.id, data: form.data });
      if (!outcome.ok) {
        cartStore.getState().setCheckoutErrors(outcome.errors);
        const first = Object.keys(outcome.errors)[0];
        if (first) document.getElementById(`billing-${first}`)?.focus();
        return;
      }
      // Spec §7/§8: the answer's content is shown to the customer in an alert; payment follows when it is closed.
      setAlert(outcome.message || t('personal.profileSaved'));
      return;
    }
    navigate(to('checkout-payment'));
  }
  const toPayment = () => {
    setAlert(null);
    navigate(to('checkout-payment'));
  };

  return (
    <PageFrame title={title}>
      <OrderSummary items={items} cart={cart} showHold />
      {!loggedIn && !asGuest ? (
        <section aria-labelledby="who">
          <h2 id="who">{t('personal.who')}</h2>
          <p>{t('personal.loginHint')}</p>
          <Actions>
            <Button onClick={() => authStore.getState().openLoginModal('login', window.location.pathname)}>
              {tc('app.login')}
            </Button>
            <Button variant="secondary" onClick={() => setAsGuest(true)}>
              {t('personal.guest')}
            </Button>
          </Actions>
        </section>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <h2>{t('personal.billing')}</h2>
          <BillingFields form={form} />
          {loggedIn && (
            <Checkbox
              label={t('personal.saveProfile')}
              checked={saveProfile}
              onChange={(e) => setSaveProfile(e.target.checked)}
            />
          )}
          <Actions>
            <LinkButton variant="secondary" href={to('cart')}>
              {t('personal.backToCart')}
            </LinkButton>
            <Button type="submit" busy={save.isPending} disabled={save.isPending}>
              {t('personal.continue')}
            </Button>
          </Actions>
        </form>
      )}
      <Modal open={alert !== null} title={t('personal.profileSavedTitle')} onClose={toPayment}>
        <ErrorNotice role="alert">{alert}</ErrorNotice>
        <Actions>
          <Button onClick={toPayment}>{t('personal.ok')}</Button>
        </Actions>
      </Modal>
    </PageFrame>
  );
}
