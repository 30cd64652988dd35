import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AgeSplit, Cart, EnvelopeOf, UserPoints } from '@mp/shared/contracts';
import { firstError, type FieldErrors } from '@mp/shared/domain';
import { cancellationText, formatDate, formatMoney, partyPricedText, useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo, type RemotePageProps } from '@mp/shared/remote';
import { EMPTY_CART_LINK_IDS } from '@mp/shared/routes';
import { cartStore, useAuth, useCart, useLocale, type CartItem } from '@mp/shared/stores';
import { Button, EmptyState, PageFrame, TextField } from '@mp/shared/ui';
import {
  applyPoints,
  applyPromoCode,
  CART_QUERY_KEY,
  removePoints,
  removePromoCode,
  syncCart,
} from '../../shared/api/cart-api';
import { holdPlaces } from '../../shared/hold/hold-api';
import { lineCancellation } from '../../shared/order-summary/cancellation';
import { OrderSummary } from '../../shared/order-summary/order-summary';
import { pendingPayment } from '../../shared/payment/pending-payment';
import { ChangeTripLink, lacksDriverDetails, TransferLineTrip } from '../../shared/order-summary/transfer-line';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.divider};
  }
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  p {
    margin: 0.25rem 0 0;
  }
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: flex-end;
`;
const Qty = styled.div`
  display: flex;
  gap: 0.5rem;
  align-items: center;
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
const Section = styled.section`
  margin-top: 1.5rem;
  h2 {
    font-size: 1.15rem;
  }
  textarea {
    width: 100%;
    min-height: 4rem;
    font: inherit;
    padding: 8px 12px;
    border: 2px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: 6px;
  }
`;

const hasLineError = (errors: FieldErrors) => Object.keys(errors).some((field) => /^items\.\d+/.test(field));

/**
 * docs/adr/023: a line of a service with a child band changes its adults and children apart (a stepper per band); the
 * server prices the new party on the next sync and says when it cannot be booked (children alone, too many people).
 */
function PartyStepper({
  item,
  busy,
  onParty,
}: {
  item: CartItem & { ages: AgeSplit };
  busy: boolean;
  onParty: (adults: number, children: number) => void;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const { adults, children } = item.ages;
  return (
    <Qty role="group" aria-label={t('cart.partyOf', { name: item.name })} data-testid="line-party">
      {(['adults', 'children'] as const).map((band) => {
        const count = band === 'adults' ? adults : children;
        const set = (n: number) => onParty(band === 'adults' ? n : adults, band === 'children' ? n : children);
        return (
          <Qty key={band}>
            <Button
              variant="secondary"
              disabled={busy || count <= 0 || adults + children <= 1}
              onClick={() => set(count - 1)}
              aria-label={t(`cart.remove_${band}`, { name: item.name })}
            >
              −
            </Button>
            <span aria-live="polite">{tc(`party.${band}`, { count })}</span>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => set(count + 1)}
              aria-label={t(`cart.add_${band}`, { name: item.name })}
            >
              +
            </Button>
          </Qty>
        );
      })}
    </Qty>
  );
}

function ItemLine({
  item,
  index,
  errors,
  onQuantity,
  onParty,
  onRemove,
  busy,
}: {
  item: CartItem;
  index: number;
  errors: FieldErrors;
  onQuantity: (q: number) => void;
  onParty: (adults: number, children: number) => void;
  onRemove: () => void;
  busy: boolean;
}): ReactNode {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const tc = useTranslation('common').t;
  const transfer = item.kind === 'transfer';
  // The server's 422 names a line (`items.0`) or one of its fields (`items.0.flightNumber`).
  const prefix = `items.${index}.`;
  const error =
    firstError(errors, `items.${index}`) ?? Object.entries(errors).find(([key]) => key.startsWith(prefix))?.[1][0];
  const missing = !error && lacksDriverDetails(item);
  const cancellation = lineCancellation(item);
  const to = usePathTo();
  return (
    <li>
      <div>
        <h2>{item.name}</h2>
        {transfer ? (
          <TransferLineTrip item={item} />
        ) : (
          <>
            <p>{[item.date ? formatDate(item.date) : null, item.time].filter(Boolean).join(' · ')}</p>
            {item.ages ? (
              <p data-testid="line-party-prices">{partyPricedText(tc, item.ages, locale)}</p>
            ) : (
              <p>
                {t('cart.unitPrice')}: {formatMoney(item.unit_price_cents, locale)}
              </p>
            )}
          </>
        )}
        {cancellation && <p data-testid="line-cancellation">{cancellationText(tc, cancellation)}</p>}
        {error && (
          <Error role="alert" data-testid="line-error">
            {error}{' '}
            {!transfer && item.kind !== 'gift_card' && item.service_slug && (
              <Link to={to('service', { slug: item.service_slug })}>{t('cart.changeDate', { name: item.name })}</Link>
            )}
          </Error>
        )}
        {missing && (
          <Error role="alert" data-testid="line-error">
            {tc('transferDetails.missing')}
          </Error>
        )}
      </div>
      {transfer ? (
        <ChangeTripLink item={item} />
      ) : item.ages ? (
        <PartyStepper item={{ ...item, ages: item.ages }} busy={busy} onParty={onParty} />
      ) : (
        <Qty role="group" aria-label={t('cart.quantityOf', { name: item.name })}>
          <Button
            variant="secondary"
            disabled={busy || item.quantity <= 1}
            onClick={() => onQuantity(item.quantity - 1)}
            aria-label={t('cart.decrease', { name: item.name })}
          >
            −
          </Button>
          <span aria-live="polite">{t('cart.quantity', { count: item.quantity })}</span>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onQuantity(item.quantity + 1)}
            aria-label={t('cart.increase', { name: item.name })}
          >
            +
          </Button>
        </Qty>
      )}
      <strong data-testid="line-price">{formatMoney(item.total_cents - item.discount_cents, locale)}</strong>
      <Button
        variant="secondary"
        disabled={busy}
        onClick={onRemove}
        aria-label={t('cart.removeItem', { name: item.name })}
      >
        {t('cart.remove')}
      </Button>
    </li>
  );
}

const Browse = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/**
 * Where an empty cart sends the traveller: the main categories, as on the home. The gateway draws the same empty state
 * in the HTML for a first visit (ADR 027, `EMPTY_CART_CSS`): keep the two alike (e2e cart-first-paint compares them).
 */
function EmptyCartLinks(): ReactNode {
  const tc = useTranslation('common').t;
  const to = usePathTo();
  return (
    <Browse aria-label={tc('emptyCart.browse')}>
      {EMPTY_CART_LINK_IDS.map((id, n) => (
        <LinkButton key={id} href={to(id)} variant={n === 0 ? 'primary' : 'secondary'}>
          {tc(`routes.${id}`)}
        </LinkButton>
      ))}
    </Browse>
  );
}

/** /cart (spec §3 cart, §4, §7, §9): items re-priced by the server, quantities, notes, promo code, points, total. */
export default function CartPage({ title }: RemotePageProps): ReactNode {
  const navigate = useNavigate();
  const to = usePathTo();
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const items = useCart((s) => s.items);
  const notes = useCart((s) => s.notes);
  const promo = useCart((s) => s.promo_code);
  const user = useAuth((s) => s.user);
  const loggedIn = Boolean(user?.api_token);
  const server = useQuery<Cart | null>({
    queryKey: CART_QUERY_KEY,
    queryFn: () => null,
    enabled: false,
    initialData: null,
  });
  const points = useQuery({
    queryKey: ['checkout', 'user-points', user?.id ?? 0],
    queryFn: async ({ signal }) => contentOf(unwrap(await api.get<EnvelopeOf<UserPoints>>('user-points', { signal }))),
    enabled: loggedIn && user?.user_type === 'CLIENT',
  });
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [code, setCode] = useState('');
  const [pointsInput, setPointsInput] = useState('');
  const [status, setStatus] = useState('');

  async function run(action: () => Promise<{ ok: boolean; errors?: FieldErrors }>, done?: string): Promise<boolean> {
    setBusy(true);
    const result = await action();
    setBusy(false);
    setErrors(result.ok ? {} : (result.errors ?? {}));
    if (result.ok && done) setStatus(done);
    return result.ok;
  }

  useEffect(() => {
    if (cartStore.getState().items.length > 0) void run(syncCart);
  }, []);

  // An MB WAY or crypto payment waiting in another tab (the cart was cleared when it started).
  const [pending] = useState(() => (cartStore.getState().items.length === 0 ? pendingPayment() : null));
  function continuePending() {
    if (!pending) return;
    cartStore.getState().setPaymentResponse(pending.stored);
    if (pending.startedAt !== null) cartStore.getState().startMbwayCountdown(pending.startedAt);
    navigate(to('checkout-payment'));
  }

  // A line the server refused (sold out, past date…) blocks Continue until it is changed or removed.
  const lineErrors = items.filter(
    (item, index) =>
      firstError(errors, `items.${index}`) ||
      Object.keys(errors).some((key) => key.startsWith(`items.${index}.`)) ||
      lacksDriverDetails(item),
  );
  async function toCheckout() {
    // The notes are saved with the cart on the way, so the first click both saves and continues.
    // Leaving the cart holds its places; a line whose places are gone stays here with what to do.
    if (await run(syncCart)) {
      const held = await run(async () => {
        const result = await holdPlaces();
        return result.ok || !hasLineError(result.errors) ? { ok: true } : result;
      });
      if (held) navigate(to('checkout-personal-data'));
    }
  }

  const cart = server.data;
  const applied = cart?.usedPoints ?? 0;

  return (
    <PageFrame title={title}>
      <p aria-live="polite" role="status" className="visually-hidden-status" style={{ minHeight: '1em' }}>
        {busy ? t('cart.updating') : status}
      </p>
      {items.length === 0 && pending ? (
        <section aria-labelledby="pending-payment-title">
          <h2 id="pending-payment-title">{t('cart.pendingTitle')}</h2>
          <p data-testid="pending-payment">
            {t('cart.pendingPayment', {
              amount: formatMoney(pending.stored.booking.payment.amount_cents, locale),
              method: t(`payment.methods.${pending.stored.method}`),
              reference: pending.stored.booking.reference,
            })}
          </p>
          <Button onClick={continuePending}>{t('cart.pendingContinue')}</Button>
        </section>
      ) : items.length === 0 ? (
        <EmptyState title={tc('emptyCart.title')} description={tc('emptyCart.hint')} action={<EmptyCartLinks />} />
      ) : (
        <>
          <List aria-label={t('cart.items')}>
            {items.map((item, index) => (
              <ItemLine
                key={item.id}
                item={item}
                index={index}
                errors={errors}
                busy={busy}
                onQuantity={(quantity) => {
                  cartStore.getState().updateItem(item.id, { quantity });
                  void run(syncCart, t('cart.updated'));
                }}
                onParty={(adults, children) => {
                  // The unit prices are the server's to set; the sync answers them for the new party.
                  cartStore.getState().updateItem(item.id, {
                    quantity: adults + children,
                    ages: { ...(item.ages ?? { adult_unit_cents: 0, child_unit_cents: 0 }), adults, children },
                  });
                  void run(syncCart, t('cart.updated'));
                }}
                onRemove={() => {
                  cartStore.getState().removeItem(item.id);
                  void run(syncCart, t('cart.removed', { name: item.name }));
                }}
              />
            ))}
          </List>

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

          <Section aria-labelledby="cart-promo">
            <h2 id="cart-promo">{t('cart.promo.title')}</h2>
            {promo ? (
              <Row>
                <p>{t('cart.promo.applied', { code: promo })}</p>
                <Button
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run(removePromoCode, t('cart.promo.removed'))}
                >
                  {t('cart.promo.remove')}
                </Button>
              </Row>
            ) : (
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (code.trim())
                    void run(() => applyPromoCode(code.trim()), t('cart.promo.appliedStatus')).then(
                      (ok) => ok && setCode(''),
                    );
                }}
              >
                <Row>
                  <TextField
                    label={t('cart.promo.label')}
                    value={code}
                    error={firstError(errors, 'code')}
                    onChange={(e) => {
                      setCode(e.target.value);
                      setErrors((prev) => ({ ...prev, code: [] }));
                    }}
                  />
                  <Button type="submit" variant="secondary" disabled={busy || !code.trim()}>
                    {t('cart.promo.apply')}
                  </Button>
                </Row>
              </form>
            )}
          </Section>

          {loggedIn && user?.user_type === 'CLIENT' && (
            <Section aria-labelledby="cart-points">
              <h2 id="cart-points">{t('cart.points.title')}</h2>
              <p>{t('cart.points.balance', { points: points.data?.points ?? cart?.available_points ?? 0 })}</p>
              {applied > 0 ? (
                <Row>
                  <p>
                    {t('cart.points.applied', {
                      points: applied,
                      amount: formatMoney(cart?.discounts.points_cents ?? 0, locale),
                    })}
                  </p>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    onClick={() => void run(removePoints, t('cart.points.removed'))}
                  >
                    {t('cart.points.remove')}
                  </Button>
                </Row>
              ) : (
                <form
                  onSubmit={(e) => {
                    e.preventDefault();
                    const value = Number(pointsInput);
                    if (Number.isInteger(value) && value > 0)
                      void run(() => applyPoints(value), t('cart.points.appliedStatus')).then(
                        (ok) => ok && setPointsInput(''),
                      );
                  }}
                >
                  <Row>
                    <TextField
                      label={t('cart.points.label')}
                      inputMode="numeric"
                      value={pointsInput}
                      error={firstError(errors, 'points')}
                      onChange={(e) => {
                        setPointsInput(e.target.value.replace(/\D+/g, ''));
                        setErrors((prev) => ({ ...prev, points: [] }));
                      }}
                    />
                    <Button type="submit" variant="secondary" disabled={busy || !pointsInput}>
                      {t('cart.points.apply')}
                    </Button>
                  </Row>
                </form>
              )}
            </Section>
          )}

          <Section as="div">
            <OrderSummary items={items} cart={cart} dueTestId="cart-total" />
            {lineErrors.length > 0 && (
              <Error role="alert" data-testid="cart-blocked">
                {t('cart.fixLines', { count: lineErrors.length })}
              </Error>
            )}
            <Button busy={busy} disabled={busy || lineErrors.length > 0} onClick={() => void toCheckout()}>
              {t('cart.continue')}
            </Button>
          </Section>
        </>
      )}
    </PageFrame>
  );
}
