CREATE TABLE "sales_status_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"discount_cents" bigint DEFAULT 0 NOT NULL,
	"commission_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_status_daily_day_company_id_service_id_payment_method_status_pk" PRIMARY KEY("day","company_id","service_id","payment_method","status")
);
--> statement-breakpoint
-- custom SQL (back-office sales figures, issue 14 §17)
-- A sold item: its booking is paid (with its payment time: the day it counts on) and it is past waiting_payment. Each statement that changes booking_items or
-- bookings adds what it made sold and takes off what it made unsold, grouped and in key order (so two statements
-- lock the rows they share in the same order), skipping groups whose change is nil (an update of other columns).
CREATE OR REPLACE FUNCTION sales_status_daily_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A statement trigger sees only the transition tables of its own event, so the rows it changed are chosen by
  -- TG_OP and read through EXECUTE (which sees the transition tables as the trigger's queries do).
  EXECUTE format($sql$
    INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
    SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
           sum(d.sign)::int, sum(d.sign * d.value_cents)::bigint, sum(d.sign * d.discount_cents)::bigint,
           sum(d.sign * round((d.value_cents - d.discount_cents) * c.commission_basis_points / 10000.0))::bigint
    FROM (%s) d
    JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
    JOIN companies c ON c.id = d.company_id
    WHERE d.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(d.sign) <> 0 OR sum(d.sign * d.value_cents) <> 0 OR sum(d.sign * d.discount_cents) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
      items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
      discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents
  $sql$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, booking_id, company_id, service_id, status, value_cents, discount_cents FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, booking_id, company_id, service_id, status, value_cents, discount_cents FROM old_rows'
    ELSE 'SELECT 1 AS sign, booking_id, company_id, service_id, status, value_cents, discount_cents FROM new_rows
          UNION ALL SELECT -1, booking_id, company_id, service_id, status, value_cents, discount_cents FROM old_rows'
  END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_insert AFTER INSERT ON booking_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items();--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_update AFTER UPDATE ON booking_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items();--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_delete AFTER DELETE ON booking_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items();--> statement-breakpoint
-- A booking that becomes paid (or stops being paid, or changes its payment day or method) moves all its sold items.
CREATE OR REPLACE FUNCTION sales_status_daily_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
  SELECT (bk.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), bk.payment_method, i.status,
         sum(bk.sign)::int, sum(bk.sign * i.value_cents)::bigint, sum(bk.sign * i.discount_cents)::bigint,
         sum(bk.sign * round((i.value_cents - i.discount_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM (
    SELECT 1 AS sign, n.id, n.paid_at, n.payment_method FROM new_rows n WHERE n.status = 'paid' AND n.paid_at IS NOT NULL
    UNION ALL
    SELECT -1, o.id, o.paid_at, o.payment_method FROM old_rows o WHERE o.status = 'paid' AND o.paid_at IS NOT NULL
  ) bk
  JOIN booking_items i ON i.booking_id = bk.id AND i.status <> 'waiting_payment'
  JOIN companies c ON c.id = i.company_id
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(bk.sign) <> 0 OR sum(bk.sign * i.value_cents) <> 0 OR sum(bk.sign * i.discount_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_status_daily_bookings AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_bookings();--> statement-breakpoint
-- A deleted paid booking takes its items off before its cascade removes them (the items' trigger then finds no booking).
CREATE OR REPLACE FUNCTION sales_status_daily_booking_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'paid' AND OLD.paid_at IS NOT NULL THEN
    INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
    SELECT (OLD.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), OLD.payment_method, i.status,
           -count(*)::int, -sum(i.value_cents)::bigint, -sum(i.discount_cents)::bigint,
           -sum(round((i.value_cents - i.discount_cents) * c.commission_basis_points / 10000.0))::bigint
    FROM booking_items i JOIN companies c ON c.id = i.company_id
    WHERE i.booking_id = OLD.id AND i.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
      items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
      discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents;
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_status_daily_booking_delete BEFORE DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION sales_status_daily_booking_delete();--> statement-breakpoint
-- The list's commission is at the partner's current rate: a new rate recomputes that partner's rows.
CREATE OR REPLACE FUNCTION sales_status_daily_rate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sales_status_daily s SET commission_cents = x.commission
  FROM (
    SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date AS day, coalesce(i.service_id, 0) AS service_id, b.payment_method, i.status,
           sum(round((i.value_cents - i.discount_cents) * NEW.commission_basis_points / 10000.0))::bigint AS commission
    FROM booking_items i JOIN bookings b ON b.id = i.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
    WHERE i.company_id = NEW.id AND i.status <> 'waiting_payment'
    GROUP BY 1, 2, 3, 4
  ) x
  WHERE s.company_id = NEW.id AND s.day = x.day AND s.service_id = x.service_id AND s.payment_method = x.payment_method AND s.status = x.status;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER sales_status_daily_rate AFTER UPDATE OF commission_basis_points ON companies FOR EACH ROW
  WHEN (OLD.commission_basis_points IS DISTINCT FROM NEW.commission_basis_points) EXECUTE FUNCTION sales_status_daily_rate();--> statement-breakpoint
-- Sales already in the database.
INSERT INTO sales_status_daily (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, i.company_id, coalesce(i.service_id, 0), b.payment_method, i.status,
       count(*)::int, sum(i.value_cents)::bigint, sum(i.discount_cents)::bigint,
       sum(round((i.value_cents - i.discount_cents) * c.commission_basis_points / 10000.0))::bigint
FROM booking_items i JOIN bookings b ON b.id = i.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL JOIN companies c ON c.id = i.company_id
WHERE i.status <> 'waiting_payment'
GROUP BY 1, 2, 3, 4, 5;
