-- A booking with nothing to pay (a free table, or points and a promo code that paid it all) is confirmed without a
-- payment method: it records `free` as its method and its payment's provider, our own ledger's like a gift card's.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_payment_method_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_method_check" CHECK (payment_method in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card', 'free'));--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card', 'free'));--> statement-breakpoint
ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_provider_check";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift', 'gift_card', 'free'));
