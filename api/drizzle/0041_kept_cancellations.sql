-- A booking item the customer cancels after its free-cancellation window, without a refund, keeps its charge: its
-- status becomes 'cancelled' and its annotations get charge_kept = true (two statements of one transaction). Its money
-- stays with the partner, so the figures count it as kept (net, with commission, in the partner's net), not as
-- cancelled and refunded (docs/money-figures.md). sales_status_daily keeps such an item under the status
-- 'cancelled_kept', a status of the figures only (the column has no check on its values), the same as figureStatusOf
-- of api/src/modules/super/sales/money-figures.ts. The trigger functions below are those of migration 0039 with that
-- status written instead of the item's; the update trigger sees the status and the annotation change alike, as each
-- of its statements takes off the old rows and adds the new ones. The table is then rebuilt from the items, as
-- migration 0015 filled it, so the kept cancellations made before this move to their status.
CREATE OR REPLACE FUNCTION sales_status_daily_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method,
         CASE WHEN d.status = 'cancelled' AND d.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE d.status END,
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
    SELECT 1 AS sign, n.booking_id, n.company_id, n.service_id, CASE WHEN n.status = 'cancelled' AND n.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE n.status END AS status,
           n.value_cents, n.discount_cents, n.refunded_cents FROM new_rows n
    UNION ALL
    SELECT -1, o.booking_id, o.company_id, o.service_id, CASE WHEN o.status = 'cancelled' AND o.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE o.status END,
           o.value_cents, o.discount_cents, o.refunded_cents FROM old_rows o
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
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method,
         CASE WHEN d.status = 'cancelled' AND d.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE d.status END,
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
  SELECT (bk.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), bk.payment_method,
         CASE WHEN i.status = 'cancelled' AND i.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE i.status END,
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
    SELECT (OLD.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), OLD.payment_method,
           CASE WHEN i.status = 'cancelled' AND i.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE i.status END,
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
    SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date AS day, coalesce(i.service_id, 0) AS service_id, b.payment_method,
           CASE WHEN i.status = 'cancelled' AND i.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE i.status END AS status,
           sum(round((i.value_cents - i.discount_cents - i.refunded_cents) * NEW.commission_basis_points / 10000.0))::bigint AS commission
    FROM booking_items i JOIN bookings b ON b.id = i.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
    WHERE i.company_id = NEW.id AND i.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4
  ) x
  WHERE s.company_id = NEW.id AND s.day = x.day AND s.service_id = x.service_id AND s.payment_method = x.payment_method AND s.status = x.status;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DELETE FROM sales_status_daily;--> statement-breakpoint
INSERT INTO sales_status_daily (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, refunded_cents, commission_cents)
SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), b.payment_method,
       CASE WHEN i.status = 'cancelled' AND i.annotations->>'charge_kept' = 'true' THEN 'cancelled_kept' ELSE i.status END,
       count(*)::int, sum(i.value_cents)::bigint, sum(i.discount_cents)::bigint, sum(i.refunded_cents)::bigint,
       sum(round((i.value_cents - i.discount_cents - i.refunded_cents) * c.commission_basis_points / 10000.0))::bigint
FROM booking_items i JOIN bookings b ON b.id = i.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL JOIN companies c ON c.id = i.company_id
WHERE i.status <> 'waiting_payment'
GROUP BY 1, 2, 3, 4, 5;
