-- custom SQL (issue 16 §3): the per-status sales figures of migration 0015, kept by one trigger function per event
-- instead of one for all three. That function chose its transition tables by TG_OP and ran its INSERT through EXECUTE,
-- which PostgreSQL parses and plans again on every run: twice per booking (its items are inserted, then set pending),
-- about a fifth of the server's time per booking (bench:api, part bookings). Each function below names only the
-- transition tables its own event has, so its INSERT is static and plpgsql keeps its plan for the session.
-- What they add is unchanged: a sold item is one whose booking is paid (counted on its payment day) and that is past
-- waiting_payment; each statement adds what it made sold and takes off what it made unsold, grouped and in key order.
CREATE OR REPLACE FUNCTION sales_status_daily_items_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         count(*)::int, sum(d.value_cents)::bigint, sum(d.discount_cents)::bigint,
         sum(round((d.value_cents - d.discount_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM new_rows d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_items_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         sum(d.sign)::int, sum(d.sign * d.value_cents)::bigint, sum(d.sign * d.discount_cents)::bigint,
         sum(d.sign * round((d.value_cents - d.discount_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM (
    SELECT 1 AS sign, booking_id, company_id, service_id, status, value_cents, discount_cents FROM new_rows
    UNION ALL
    SELECT -1, booking_id, company_id, service_id, status, value_cents, discount_cents FROM old_rows
  ) d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(d.sign) <> 0 OR sum(d.sign * d.value_cents) <> 0 OR sum(d.sign * d.discount_cents) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sales_status_daily_items_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sales_status_daily AS s (day, company_id, service_id, payment_method, status, items, value_cents, discount_cents, commission_cents)
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date, d.company_id, coalesce(d.service_id, 0), b.payment_method, d.status,
         -count(*)::int, -sum(d.value_cents)::bigint, -sum(d.discount_cents)::bigint,
         -sum(round((d.value_cents - d.discount_cents) * c.commission_basis_points / 10000.0))::bigint
  FROM old_rows d
  JOIN bookings b ON b.id = d.booking_id AND b.status = 'paid' AND b.paid_at IS NOT NULL
  JOIN companies c ON c.id = d.company_id
  WHERE d.status <> 'waiting_payment'
  GROUP BY 1, 2, 3, 4, 5
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (day, company_id, service_id, payment_method, status) DO UPDATE SET
    items = s.items + excluded.items, value_cents = s.value_cents + excluded.value_cents,
    discount_cents = s.discount_cents + excluded.discount_cents, commission_cents = s.commission_cents + excluded.commission_cents;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER sales_status_daily_items_insert ON booking_items;--> statement-breakpoint
DROP TRIGGER sales_status_daily_items_update ON booking_items;--> statement-breakpoint
DROP TRIGGER sales_status_daily_items_delete ON booking_items;--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_insert AFTER INSERT ON booking_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items_inserted();--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_update AFTER UPDATE ON booking_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items_updated();--> statement-breakpoint
CREATE TRIGGER sales_status_daily_items_delete AFTER DELETE ON booking_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sales_status_daily_items_deleted();--> statement-breakpoint
DROP FUNCTION sales_status_daily_items();
