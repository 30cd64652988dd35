CREATE TABLE "sales_daily" (
	"day" date NOT NULL,
	"company_id" integer NOT NULL,
	"service_id" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"items_sold" integer DEFAULT 0 NOT NULL,
	"sold_cents" integer DEFAULT 0 NOT NULL,
	"items_refunded" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"commission_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_day_company_id_service_id_payment_method_pk" PRIMARY KEY("day","company_id","service_id","payment_method")
);
--> statement-breakpoint
CREATE TABLE "service_views_daily" (
	"day" date NOT NULL,
	"service_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_views_daily_day_service_id_pk" PRIMARY KEY("day","service_id")
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK (role in ('admin', 'finance', 'support', 'content'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "entity_id" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "before" jsonb;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "after" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "commission_basis_points" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views_daily" ADD CONSTRAINT "service_views_daily_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_daily_service_idx" ON "sales_daily" USING btree ("service_id","day");--> statement-breakpoint
CREATE INDEX "audit_log_acting_user_idx" ON "audit_log" USING btree ("acting_user_id","id");--> statement-breakpoint
CREATE INDEX "bookings_paid_at_idx" ON "bookings" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_check" CHECK (action ~ '^[a-z_]+(\.[a-z_]+)*$');--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_commission_check" CHECK (commission_basis_points between 0 and 10000);--> statement-breakpoint
-- custom SQL (back office)
-- Service views per Lisbon day: each insert into service_views adds one to its day (the dashboard reads these rows).
CREATE OR REPLACE FUNCTION service_views_daily_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO service_views_daily (day, service_id, views)
  VALUES ((NEW.viewed_at AT TIME ZONE 'Europe/Lisbon')::date, NEW.service_id, 1)
  ON CONFLICT (day, service_id) DO UPDATE SET views = service_views_daily.views + 1;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER service_views_daily_count AFTER INSERT ON service_views FOR EACH ROW EXECUTE FUNCTION service_views_daily_count();--> statement-breakpoint
INSERT INTO service_views_daily (day, service_id, views)
SELECT (viewed_at AT TIME ZONE 'Europe/Lisbon')::date, service_id, count(*)::int FROM service_views GROUP BY 1, 2
ON CONFLICT (day, service_id) DO UPDATE SET views = excluded.views;
--> statement-breakpoint
-- Sales already in the database (same rules as rebuildSalesDaily in src/modules/super/sales/aggregates.ts).
INSERT INTO sales_daily (day, company_id, service_id, payment_method, items_sold, sold_cents, items_refunded, refunded_cents, commission_cents)
SELECT day, company_id, service_id, payment_method, sum(sold)::int, sum(sold_cents)::int, sum(refunded)::int, sum(refunded_cents)::int, sum(commission)::int
FROM (
  SELECT (b.paid_at AT TIME ZONE 'Europe/Lisbon')::date AS day, bi.company_id, coalesce(bi.service_id, 0) AS service_id, b.payment_method,
         1 AS sold, bi.value_cents - bi.discount_cents AS sold_cents, 0 AS refunded, 0 AS refunded_cents,
         round((bi.value_cents - bi.discount_cents) * c.commission_basis_points / 10000.0) AS commission
  FROM booking_items bi JOIN bookings b ON b.id = bi.booking_id JOIN companies c ON c.id = bi.company_id
  WHERE b.status = 'paid' AND bi.status <> 'waiting_payment'
  UNION ALL
  SELECT (bi.updated_at AT TIME ZONE 'Europe/Lisbon')::date, bi.company_id, coalesce(bi.service_id, 0), b.payment_method,
         0, 0, 1, bi.value_cents - bi.discount_cents,
         -round((bi.value_cents - bi.discount_cents) * c.commission_basis_points / 10000.0)
  FROM booking_items bi JOIN bookings b ON b.id = bi.booking_id JOIN companies c ON c.id = bi.company_id
  WHERE b.status = 'paid' AND bi.status IN ('declined', 'cancelled')
) sales
GROUP BY day, company_id, service_id, payment_method;
