CREATE TABLE "cart_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"places" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_holds_places_check" CHECK (places > 0)
);
--> statement-breakpoint
ALTER TABLE "cart_holds" ADD CONSTRAINT "cart_holds_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_holds" ADD CONSTRAINT "cart_holds_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_holds_cart_service_date_unique" ON "cart_holds" USING btree ("cart_id","service_id","date");--> statement-breakpoint
CREATE INDEX "cart_holds_service_date_idx" ON "cart_holds" USING btree ("service_id","date","expires_at");