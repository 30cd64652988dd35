import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { firstError, regionName, type FieldErrors } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { actingUser, authStore, cartStore, useAuth, useCart, useLocale } from '@mp/shared/stores';
import { Button, Checkbox, EmptyState, ErrorNotice, Modal, PageFrame, SelectField, TextField } from '@mp/shared/ui';
import type { Cart } from '@mp/shared/contracts';
import { CART_QUERY_KEY, syncCart } from '../../shared/api/cart-api';
import { holdPlaces } from '../../shared/hold/hold-api';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import {
  COUNTRIES,
  billingErrors,
  changeField,
  fillEmpty,
  initialBilling,
  type BillingField,
} from '../../shared/billing-form';
import { fetchProfile, profileQueryKey, saveBillingToProfile } from './profile-api';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 1rem;
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 1.5rem;
`;

/** /checkout/personal-data (spec §3 billing data, §5): log in or continue as a guest, save to the profile. */
export default function PersonalDataPage({ title }: RemotePageProps): ReactNode {
  const navigate = useNavigate();
  const to = usePathTo();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const user = useAuth(actingUser);
  const token = useAuth((s) => s.user?.api_token ?? null);
  const items = useCart((s) => s.items);
  const storedErrors = useCart((s) => s.checkoutErrors);
  const [data, setData] = useState(() => initialBilling(cartStore.getState().billingData, user));
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [asGuest, setAsGuest] = useState(false);
  const [saveProfile, setSaveProfile] = useState(false);
  const [saving, setSaving] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const countries = useMemo(() => COUNTRIES.map((c) => ({ value: c, label: regionName(c, locale) })), [locale]);
  const errors = { ...storedErrors, ...localErrors };
  const loggedIn = Boolean(token);
  const userId = user?.id ?? null;
  useEffect(() => {
    // Logged in on this step (the shell's modal): the account's data fills what is still empty.
    if (user) setData((prev) => fillEmpty(prev, initialBilling(null, user)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- per account, not per user object identity
  }, [userId]);
  // The profile as saved now (POST api/clients/{id} from another device or an earlier checkout) fills the rest.
  const queries = useQueryClient();
  const saved = useQuery({
    queryKey: profileQueryKey(userId ?? 0),
    queryFn: ({ signal }) => fetchProfile(userId ?? 0, signal),
    enabled: loggedIn && userId !== null,
    staleTime: 0,
  });
  useEffect(() => {
    if (saved.data) setData((prev) => fillEmpty(prev, initialBilling(null, saved.data)));
  }, [saved.data]);
  // The cart as the server priced it on the cart step (its discounts), read from the cache as the payment step does.
  const server = useQuery<Cart | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
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

  const edit = (field: BillingField, value: string) => {
    setData((prev) => changeField(prev, field, value));
    // Spec §5: editing a field clears its error (country also clears city's).
    cartStore.getState().clearCheckoutError(field);
    setLocalErrors((prev) => {
      const next = { ...prev };
      delete next[field];
      if (field === 'country') delete next.city;
      return next;
    });
  };

  async function submit() {
    const found = billingErrors(data);
    if (Object.keys(found).length > 0) {
      setLocalErrors(
        Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v.map((key) => t(`personal.errors.${key}`))])),
      );
      document.getElementById(`billing-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    cartStore.getState().setBillingData(data);
    if (loggedIn && saveProfile && user) {
      setSaving(true);
      const outcome = await saveBillingToProfile(user.id, data);
      setSaving(false);
      if (!outcome.ok) {
        cartStore.getState().setCheckoutErrors(outcome.errors);
        const first = Object.keys(outcome.errors)[0];
        if (first) document.getElementById(`billing-${first}`)?.focus();
        return;
      }
      queries.setQueryData(profileQueryKey(user.id), outcome.profile);
      // Spec §7/§8: the answer's content is shown to the customer in an alert; payment follows when it is closed.
      setAlert(outcome.message || t('personal.profileSaved'));
      return;
    }
    navigate(to('checkout-payment'));
  }

  const field = (name: BillingField, props: { type?: string; autoComplete?: string; required?: boolean } = {}) => (
    <TextField
      key={name}
      id={`billing-${name}`}
      label={t(`personal.fields.${name}`)}
      value={data[name]}
      error={firstError(errors, name)}
      onChange={(e) => edit(name, e.target.value)}
      {...props}
    />
  );

  return (
    <PageFrame title={title}>
      <OrderSummary items={items} cart={server.data} showHold />
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
          <Grid>
            {field('first_name', { autoComplete: 'given-name', required: true })}
            {field('last_name', { autoComplete: 'family-name', required: true })}
            {field('email', { type: 'email', autoComplete: 'email', required: true })}
            {field('phone', { type: 'tel', autoComplete: 'tel' })}
            <SelectField
              id="billing-country"
              label={t('personal.fields.country')}
              options={countries}
              value={data.country}
              error={firstError(errors, 'country')}
              onChange={(e) => edit('country', e.target.value)}
            />
            {field('city', { autoComplete: 'address-level2' })}
            {field('address', { autoComplete: 'street-address' })}
            {field('zipcode', { autoComplete: 'postal-code' })}
            {field('vatnumber')}
          </Grid>
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
            <Button type="submit" busy={saving} disabled={saving}>
              {t('personal.continue')}
            </Button>
          </Actions>
        </form>
      )}
      <Modal
        open={alert !== null}
        title={t('personal.profileSavedTitle')}
        onClose={() => {
          setAlert(null);
          navigate(to('checkout-payment'));
        }}
      >
        <ErrorNotice role="alert">{alert}</ErrorNotice>
        <Actions>
          <Button
            onClick={() => {
              setAlert(null);
              navigate(to('checkout-payment'));
            }}
          >
            {t('personal.ok')}
          </Button>
        </Actions>
      </Modal>
    </PageFrame>
  );
}
