-- Refunds owed through a gateway, one row per refund: written in the transaction that decides the refund, then sent
-- to the gateway that took the money (with the row's id as the gateway's idempotency key) and retried until the
-- gateway takes it. `manual`: the gateway has no refund API (NOWPayments), staff pay it back and record it.
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer NOT NULL REFERENCES "payments"("id"),
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"gateway_refund_id" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_check" CHECK (amount_cents > 0),
	CONSTRAINT "payment_refunds_status_check" CHECK (status in ('pending', 'done', 'manual')),
	CONSTRAINT "payment_refunds_reason_check" CHECK (reason in ('cancellation', 'late_payment', 'crypto_shortfall'))
);
--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" ("next_attempt_at") WHERE status = 'pending';
--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" ("payment_id");
--> statement-breakpoint
CREATE INDEX "payment_refunds_done_idx" ON "payment_refunds" ("done_at") WHERE status = 'done';
--> statement-breakpoint
-- The reconciliation of a day for one payment method (the daily job and the back office's "check again" write it).
CREATE TABLE "reconciliation_runs" (
	"day" date NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ours" integer NOT NULL,
	"theirs" integer NOT NULL,
	"differences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	CONSTRAINT "reconciliation_runs_day_method_pk" PRIMARY KEY("day","method"),
	CONSTRAINT "reconciliation_runs_method_check" CHECK (method in ('card', 'paypal', 'mbway', 'crypto'))
);
