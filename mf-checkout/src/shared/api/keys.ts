export const checkoutKeys = {
  all: ['checkout'] as const,
  /** Every write that changes the cart or its hold: a cart step is busy while one of them runs. */
  cartWrites: ['checkout', 'cart-write'] as const,
  paymentStatus: (bookingId: number) => [...checkoutKeys.all, 'payment-status', bookingId] as const,
};
