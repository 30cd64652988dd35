-- Partial refunds (docs/money-figures.md, ADR 045): staff with the sales permission give back part of a sold item's
-- charge with a reason. Each refund is a row of booking_item_refunds (amount, reason, where each part went, who);
-- the item keeps their sum in `refunded_cents`, never more than its charge, so a statement that would refund past it
-- fails. The per-status sales figures carry the partial refunds of each row's items in `refunded_cents`, and the
-- commission of a row is on what its items kept (charge − partial refunds); the trigger functions below are those of
-- migration 0020 with that column added, unchanged otherwise.
ALTER TABLE "booking_items" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_refunded_check" CHECK (refunded_cents >= 0 and refunded_cents <= value_cents - discount_cents);--> statement-breakpoint
CREATE TABLE "booking_item_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_item_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_item_refunds_amount_check" CHECK (amount_cents > 0)
);--> statement-breakpoint
ALTER TABLE "booking_item_refunds" ADD CONSTRAINT "booking_item_refunds_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_item_refunds" ADD CONSTRAINT "booking_item_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_item_refunds" ADD CONSTRAINT "booking_item_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_item_refunds_booking_idx" ON "booking_item_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_item_refunds_item_idx" ON "booking_item_refunds" USING btree ("booking_item_id");--> statement-breakpoint
ALTER TABLE "sales_status_daily" ADD COLUMN "refunded_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         count(*)::int, sum(d.value_cents)::bigint, sum(d.discount_cents)::bigint, sum(d.refunded_cents)::bigint,
         sum(round((d.value_cents - d.discount_cents - d.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM new_rows d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, refunded_cents = s.refunded_cents + excluded.refunded_cents,
    commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         sum(d.sign)::int, sum(d.sign * d.value_cents)::bigint, sum(d.sign * d.discount_cents)::bigint, sum(d.sign * d.refunded_cents)::bigint,
         sum(d.sign * round((d.value_cents - d.discount_cents - d.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM (
    SELECT 1 AS sign, booking_id, company_id, service_id, status, value_cents, discount_cents, refunded_cents FROM new_rows
    UNION ALL
    SELECT -1, booking_id, company_id, service_id, status, value_cents, discount_cents, refunded_cents FROM old_rows
  ) d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.value_cents) <> 0 OR sum(d.sign * d.discount_cents) <> 0 OR sum(d.sign * d.refunded_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, refunded_cents = s.refunded_cents + excluded.refunded_cents,
    commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         -count(*)::int, -sum(d.value_cents)::bigint, -sum(d.discount_cents)::bigint, -sum(d.refunded_cents)::bigint,
         -sum(round((d.value_cents - d.discount_cents - d.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM old_rows d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, refunded_cents = s.refunded_cents + excluded.refunded_cents,
    commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
  SELECT (bk.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), bk.payment_method, i.status,
         sum(bk.sign)::int, sum(bk.sign * i.value_cents)::bigint, sum(bk.sign * i.discount_cents)::bigint, sum(bk.sign * i.refunded_cents)::bigint,
         sum(bk.sign * round((i.value_cents - i.discount_cents - i.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM (
    SELECT 1 AS sign, n.id, n.paid_at, n.payment_method FROM new_rows n WHERE n.status = 'paid' AND n.paid_at IS NOT NULL
    UNION ALL
    SELECT -1, o.id, o.paid_at, o.payment_method FROM old_rows o WHERE o.status = 'paid' AND o.paid_at IS NOT NULL
  ) bk
  JOIN booking_items i ON i.booking_id = bk.id AND i.status <> 'waiting_payment'
  JOIN companies c ON c.id = i.company_id
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(bk.sign) <> 0 OR sum(bk.sign * i.value_cents) <> 0 OR sum(bk.sign * i.discount_cents) <> 0 OR sum(bk.sign * i.refunded_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, refunded_cents = s.refunded_cents + excluded.refunded_cents,
    commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_booking_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' AND OLD.paid_at IS NOT NULL THEN
    INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
    SELECT (OLD.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), OLD.payment_method, i.status,
           -count(*)::int, -sum(i.value_cents)::bigint, -sum(i.discount_cents)::bigint, -sum(i.refunded_cents)::bigint,
           -sum(round((i.value_cents - i.discount_cents - i.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
    FROM booking_items i JOIN companies c ON c.id = i.company_id
    WHERE i.booking_id = OLD.id AND i.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
      items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
      discount_cents = s.discount_cents + excluded.discount_cents, refunded_cents = s.refunded_cents + excluded.refunded_cents,
      commission_cents = s.commission_cents + excluded.commission_cents;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_rate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_status_daily s SET commission_cents = x.commission
  FROM (
    SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date AS day, coalesce(i.service_id, 0) AS service_id, b.payment_method, i.status,
           sum(round((i.value_cents - i.discount_cents - i.refunded_cents) * NEW.commission_basis_points / 10000.0))::bigint AS commission
    FROM booking_items i JOIN bookings b ON b.id = i.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
    WHERE i.company_id = NEW.id AND i.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4
  ) x
  WHERE s.company_id = NEW.id AND s.day = x.day AND s.service_id = x.service_id AND s.payment_method = x.payment_method AND s.status = x.status;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER TABLE "payment_refunds" DROP CONSTRAINT "payment_refunds_reason_check";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_reason_check" CHECK (reason in ('cancellation', 'late_payment', 'crypto_shortfall', 'partial_refund'));
