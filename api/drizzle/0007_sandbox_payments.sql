CREATE TABLE "sandbox_payments" (
	"method" text NOT NULL,
	"external_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"gateway_status" text NOT NULL,
	"status" text NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"answer" text,
	"answer_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_method_external_id_pk" PRIMARY KEY("method","external_id"),
	CONSTRAINT "sandbox_payments_method_check" CHECK (method in ('card', 'paypal', 'mbway', 'crypto')),
	CONSTRAINT "sandbox_payments_status_check" CHECK (status in ('pending', 'requires_action', 'authorized', 'paid', 'failed', 'expired', 'refunded', 'cancelled')),
	CONSTRAINT "sandbox_payments_answer_check" CHECK (answer is null or answer in ('approve', 'refuse')),
	CONSTRAINT "sandbox_payments_refund_check" CHECK (refunded_cents >= 0 and refunded_cents <= amount_cents)
);
--> statement-breakpoint
CREATE INDEX "sandbox_payments_answer_idx" ON "sandbox_payments" USING btree ("answer_at");