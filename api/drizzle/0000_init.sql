CREATE TABLE "affiliates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"commission_basis_points" integer DEFAULT 500 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_status_check" CHECK (status in ('pending', 'active', 'suspended')),
	CONSTRAINT "affiliates_commission_check" CHECK (commission_basis_points between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_user_id" integer NOT NULL,
	"acting_user_id" integer NOT NULL,
	"action" text DEFAULT 'impersonation' NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK (action in ('impersonation'))
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bol_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bol_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"description_en" text NOT NULL,
	"description_pt" text NOT NULL,
	"category_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"price_from_cents" integer NOT NULL,
	"image_key" text,
	"image_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "bol_events_status_check" CHECK (status in ('active', 'cancelled', 'sold_out')),
	CONSTRAINT "bol_events_price_check" CHECK (price_from_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "bol_venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "bol_venues_capacity_check" CHECK (capacity > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"service_id" integer,
	"vehicle_id" integer,
	"company_id" integer NOT NULL,
	"booking_date" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'waiting_payment' NOT NULL,
	"quantity" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"pending_hours" integer DEFAULT 48 NOT NULL,
	"annotations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"unserialized_service" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_items_status_check" CHECK (status in ('waiting_payment', 'pending', 'confirmed', 'completed', 'declined', 'cancelled')),
	CONSTRAINT "booking_items_target_check" CHECK (service_id is not null or vehicle_id is not null),
	CONSTRAINT "booking_items_money_check" CHECK (quantity > 0 and value_cents >= 0 and discount_cents >= 0 and pending_hours >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_by_user_id" integer,
	"payment_method" text NOT NULL,
	"total_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"points_used" integer DEFAULT 0 NOT NULL,
	"promo_code_id" integer,
	"gift_card_id" integer,
	"billing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"erp_id" text,
	"annotations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_payment_method_check" CHECK (payment_method in ('card', 'paypal', 'mbway', 'crypto', 'gift')),
	CONSTRAINT "bookings_money_check" CHECK (total_cents >= 0 and discount_cents >= 0 and points_used >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"service_id" integer,
	"vehicle_id" integer,
	"booking_date" timestamp with time zone,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"notes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_target_check" CHECK (service_id is not null or vehicle_id is not null),
	CONSTRAINT "cart_items_money_check" CHECK (quantity > 0 and unit_price_cents >= 0 and total_cents >= 0 and discount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"promo_code_id" integer,
	"used_points" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_used_points_check" CHECK (used_points >= 0)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_body_check" CHECK (length(body) > 0)
);
--> statement-breakpoint
CREATE TABLE "chat_read_markers" (
	"chat_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"last_read_message_id" integer,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_read_markers_chat_id_user_id_pk" PRIMARY KEY("chat_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chatbot_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"greeting" text NOT NULL,
	"fallback" text NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chatbot_configs_language_check" CHECK (language in ('en', 'pt'))
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"participant_1" integer NOT NULL,
	"participant_2" integer NOT NULL,
	"request_status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chats_request_status_check" CHECK (request_status in ('open', 'closed')),
	CONSTRAINT "chats_participants_check" CHECK (participant_1 <> participant_2)
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"business_name" text NOT NULL,
	"trade_name" text NOT NULL,
	"tax_number" text NOT NULL,
	"iban" text,
	"bicswift" text,
	"address" text,
	"zip_code" text,
	"city" text,
	"country" text DEFAULT 'pt' NOT NULL,
	"number_of_employees" integer,
	"description_en" text,
	"description_pt" text,
	"website" text,
	"email" text,
	"company_type" text NOT NULL,
	"modules" jsonb NOT NULL,
	"brand_color" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_company_type_check" CHECK (company_type in ('experiences', 'transfers', 'both')),
	CONSTRAINT "companies_status_check" CHECK (status in ('pending', 'active', 'suspended')),
	CONSTRAINT "companies_employees_check" CHECK (number_of_employees is null or number_of_employees >= 0)
);
--> statement-breakpoint
CREATE TABLE "company_logos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_company_id_user_id_pk" PRIMARY KEY("company_id","user_id"),
	CONSTRAINT "company_members_role_check" CHECK (role in ('owner', 'member'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"phone_prefix" text NOT NULL,
	CONSTRAINT "countries_code_check" CHECK (code ~ '^[a-z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "email_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_verifications_attempts_check" CHECK (attempts >= 0)
);
--> statement-breakpoint
CREATE TABLE "form_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_name" text NOT NULL,
	"category_id" integer
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_step_id" integer NOT NULL,
	"name" text NOT NULL,
	"field_type" text NOT NULL,
	"label_en" text NOT NULL,
	"label_pt" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb,
	"display_order" integer NOT NULL,
	CONSTRAINT "form_fields_type_check" CHECK (field_type in ('text', 'textarea', 'number', 'money', 'select', 'multiselect', 'checkbox', 'date', 'time', 'file', 'images'))
);
--> statement-breakpoint
CREATE TABLE "form_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"display_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"gift_card_id" integer NOT NULL,
	"booking_id" integer,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_transactions_kind_check" CHECK (kind in ('issue', 'redeem', 'refund')),
	CONSTRAINT "gift_card_transactions_amount_check" CHECK (amount_cents > 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"service_id" integer,
	"purchaser_user_id" integer,
	"owner_user_id" integer,
	"value_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_status_check" CHECK (status in ('pending', 'active', 'redeemed', 'expired', 'cancelled')),
	CONSTRAINT "gift_cards_balance_check" CHECK (value_cents > 0 and balance_cents between 0 and value_cents)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"file_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_month_check" CHECK (month between 1 and 12),
	CONSTRAINT "invoices_status_check" CHECK (status in ('pending', 'uploaded', 'paid')),
	CONSTRAINT "invoices_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" integer,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"signature_verified" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift')),
	CONSTRAINT "payment_events_status_check" CHECK (status in ('pending', 'authorized', 'paid', 'failed', 'refunded', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"provider" text NOT NULL,
	"external_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_check" CHECK (provider in ('card', 'paypal', 'mbway', 'crypto', 'gift')),
	CONSTRAINT "payments_status_check" CHECK (status in ('pending', 'authorized', 'paid', 'failed', 'refunded', 'cancelled')),
	CONSTRAINT "payments_amount_check" CHECK (amount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_reason_check" CHECK (reason in ('earned', 'spent', 'refund', 'adjustment', 'expired')),
	CONSTRAINT "points_ledger_delta_check" CHECK (delta <> 0)
);
--> statement-breakpoint
CREATE TABLE "points_of_interest" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"city" text NOT NULL,
	"district" text NOT NULL,
	"maps_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"discount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_redemptions_discount_check" CHECK (discount_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "promo_code_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"promo_code_id" integer,
	"reason" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_requests_status_check" CHECK (status in ('requested', 'assigned', 'used'))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"assigned_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_check" CHECK (kind in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_status_check" CHECK (status in ('requested', 'assigned', 'used')),
	CONSTRAINT "promo_codes_value_check" CHECK ((kind = 'percent' and value between 1 and 100) or (kind = 'fixed' and value > 0)),
	CONSTRAINT "promo_codes_uses_check" CHECK (uses >= 0 and (max_uses is null or uses <= max_uses)),
	CONSTRAINT "promo_codes_validity_check" CHECK (valid_to >= valid_from)
);
--> statement-breakpoint
CREATE TABLE "restaurants" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" integer NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"cuisine_en" text NOT NULL,
	"cuisine_pt" text NOT NULL,
	"description_en" text NOT NULL,
	"description_pt" text NOT NULL,
	"price_level" integer NOT NULL,
	"rating_tenths" integer NOT NULL,
	"phone" text,
	"image_key" text,
	"image_url" text,
	CONSTRAINT "restaurants_price_level_check" CHECK (price_level between 1 and 4),
	CONSTRAINT "restaurants_rating_check" CHECK (rating_tenths between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer,
	"booking_item_id" integer,
	"author_first_name" text NOT NULL,
	"author_last_name" text NOT NULL,
	"author_country" text,
	"stars" integer NOT NULL,
	"language" text DEFAULT 'pt' NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"source" text DEFAULT 'user' NOT NULL,
	"import_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_stars_check" CHECK (stars between 1 and 5),
	CONSTRAINT "reviews_language_check" CHECK (language in ('en', 'pt')),
	CONSTRAINT "reviews_status_check" CHECK (status in ('published', 'hidden')),
	CONSTRAINT "reviews_source_check" CHECK (source in ('user', 'seed', 'import', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "service_daily_capacity" (
	"service_id" integer NOT NULL,
	"date" date NOT NULL,
	"capacity" integer NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "service_daily_capacity_service_id_date_pk" PRIMARY KEY("service_id","date"),
	CONSTRAINT "service_daily_capacity_check" CHECK (booked >= 0 and booked <= capacity)
);
--> statement-breakpoint
CREATE TABLE "service_extra_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"max_capacity" integer NOT NULL,
	"value_cents" integer NOT NULL,
	CONSTRAINT "service_extra_prices_check" CHECK (max_capacity > 0 and value_cents >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"url" text NOT NULL,
	"alt" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"user_id" integer,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"company_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"city_id" integer,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_pt" text NOT NULL,
	"short_description_en" text DEFAULT '' NOT NULL,
	"short_description_pt" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_pt" text DEFAULT '' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meeting_point" jsonb,
	"annotations" jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_type" text NOT NULL,
	"max_capacity" integer NOT NULL,
	"value_cents" integer NOT NULL,
	"value_discount_cents" integer DEFAULT 0 NOT NULL,
	"daily_capacity" integer NOT NULL,
	"start_times" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"age_start" integer DEFAULT 0 NOT NULL,
	"age_end" integer DEFAULT 99 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sponsored" boolean DEFAULT false NOT NULL,
	"weekly_deal" boolean DEFAULT false NOT NULL,
	"promoted" boolean DEFAULT false NOT NULL,
	"gift_card_values_cents" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_kind_check" CHECK (kind in ('experience', 'wellness', 'transfer', 'gift_card')),
	CONSTRAINT "services_status_check" CHECK (status in ('active', 'inactive', 'draft')),
	CONSTRAINT "services_price_type_check" CHECK (price_type in ('per_person', 'per_group')),
	CONSTRAINT "services_value_check" CHECK (value_cents >= 0 and value_discount_cents >= 0),
	CONSTRAINT "services_capacity_check" CHECK (max_capacity > 0 and daily_capacity >= 0),
	CONSTRAINT "services_age_check" CHECK (age_start >= 0 and age_end >= age_start),
	CONSTRAINT "services_duration_check" CHECK (duration_minutes >= 0)
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"team_role_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"role_name" text NOT NULL,
	"description_en" text NOT NULL,
	"description_pt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"district" text NOT NULL,
	"country" text NOT NULL,
	"maps_id" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "transfer_locations_country_check" CHECK (country in ('pt', 'es'))
);
--> statement-breakpoint
CREATE TABLE "transfer_quote_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"pickup_location" text NOT NULL,
	"drop_off_location" text NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"passengers" integer NOT NULL,
	"luggage_pieces" integer DEFAULT 0 NOT NULL,
	"is_roundtrip" boolean DEFAULT false NOT NULL,
	"notes" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfer_quote_requests_status_check" CHECK (status in ('open', 'quoted', 'closed')),
	CONSTRAINT "transfer_quote_requests_passengers_check" CHECK (passengers > 0 and luggage_pieces >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"owner_user_id" integer,
	"purpose" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_purpose_check" CHECK (purpose in ('avatar', 'cover', 'logo', 'service_image', 'review_import', 'invoice', 'generated')),
	CONSTRAINT "uploads_size_check" CHECK (size_bytes >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vatnumber" text,
	"birthdate" date,
	"iban" text,
	"bicswift" text,
	"country" text,
	"city" text,
	"address" text,
	"zipcode" text,
	"description" text,
	"avatar_url" text,
	"cover_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK (user_type in ('CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER')),
	CONSTRAINT "users_email_lower_check" CHECK (email = lower(email))
);
--> statement-breakpoint
CREATE TABLE "vehicle_districts" (
	"vehicle_id" integer NOT NULL,
	"district" text NOT NULL,
	CONSTRAINT "vehicle_districts_vehicle_id_district_pk" PRIMARY KEY("vehicle_id","district")
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"car_type" text NOT NULL,
	"seats" integer NOT NULL,
	"luggage" integer NOT NULL,
	"accessibility" boolean DEFAULT false NOT NULL,
	"value_cents" integer NOT NULL,
	"roundback_value_cents" integer NOT NULL,
	"value_discount_cents" integer DEFAULT 0 NOT NULL,
	"baby_seats_value_cents" integer DEFAULT 0 NOT NULL,
	"child_seats_value_cents" integer DEFAULT 0 NOT NULL,
	"booster_seats_value_cents" integer DEFAULT 0 NOT NULL,
	"free_cancelation" boolean DEFAULT false NOT NULL,
	"free_cancelation_policy_hours" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_car_type_check" CHECK (car_type in ('sedan', 'executive', 'van', 'minibus')),
	CONSTRAINT "vehicles_status_check" CHECK (status in ('active', 'inactive', 'draft')),
	CONSTRAINT "vehicles_seats_check" CHECK (seats > 0 and luggage >= 0),
	CONSTRAINT "vehicles_money_check" CHECK (value_cents >= 0 and roundback_value_cents >= 0 and value_discount_cents >= 0 and baby_seats_value_cents >= 0 and child_seats_value_cents >= 0 and booster_seats_value_cents >= 0)
);
--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_real_user_id_users_id_fk" FOREIGN KEY ("real_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_events" ADD CONSTRAINT "bol_events_category_id_bol_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bol_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_events" ADD CONSTRAINT "bol_events_venue_id_bol_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."bol_venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bol_venues" ADD CONSTRAINT "bol_venues_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_read_markers" ADD CONSTRAINT "chat_read_markers_last_read_message_id_chat_messages_id_fk" FOREIGN KEY ("last_read_message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_participant_1_users_id_fk" FOREIGN KEY ("participant_1") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_participant_2_users_id_fk" FOREIGN KEY ("participant_2") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_logos" ADD CONSTRAINT "company_logos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_categories" ADD CONSTRAINT "form_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_step_id_form_steps_id_fk" FOREIGN KEY ("form_step_id") REFERENCES "public"."form_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_steps" ADD CONSTRAINT "form_steps_form_category_id_form_categories_id_fk" FOREIGN KEY ("form_category_id") REFERENCES "public"."form_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_purchaser_user_id_users_id_fk" FOREIGN KEY ("purchaser_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_redemptions" ADD CONSTRAINT "promo_code_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD CONSTRAINT "promo_code_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_requests" ADD CONSTRAINT "promo_code_requests_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_assigned_user_id_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_item_id_booking_items_id_fk" FOREIGN KEY ("booking_item_id") REFERENCES "public"."booking_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_daily_capacity" ADD CONSTRAINT "service_daily_capacity_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_extra_prices" ADD CONSTRAINT "service_extra_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_images" ADD CONSTRAINT "service_images_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_views" ADD CONSTRAINT "service_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_role_id_team_roles_id_fk" FOREIGN KEY ("team_role_id") REFERENCES "public"."team_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_quote_requests" ADD CONSTRAINT "transfer_quote_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_districts" ADD CONSTRAINT "vehicle_districts_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_user_unique" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_code_unique" ON "affiliates" USING btree ("code");--> statement-breakpoint
CREATE INDEX "audit_log_real_user_idx" ON "audit_log" USING btree ("real_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_unique" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bol_categories_slug_unique" ON "bol_categories" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bol_events_slug_unique" ON "bol_events" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bol_venues_slug_unique" ON "bol_venues" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "booking_items_booking_idx" ON "booking_items" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "booking_items_company_idx" ON "booking_items" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_unique" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_key_unique" ON "cart_items" USING btree ("cart_id","item_key");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_slug_unique" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_idx" ON "chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chatbot_configs_language_unique" ON "chatbot_configs" USING btree ("language");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_participants_unique" ON "chats" USING btree ("participant_1","participant_2");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_unique" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_slug_unique" ON "companies" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_tax_number_unique" ON "companies" USING btree ("tax_number");--> statement-breakpoint
CREATE UNIQUE INDEX "company_logos_company_position_unique" ON "company_logos" USING btree ("company_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_unique" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE INDEX "email_verifications_user_idx" ON "email_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "form_categories_name_unique" ON "form_categories" USING btree ("category_name");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_step_name_unique" ON "form_fields" USING btree ("form_step_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "form_steps_order_unique" ON "form_steps" USING btree ("form_category_id","display_order");--> statement-breakpoint
CREATE INDEX "gift_card_transactions_card_idx" ON "gift_card_transactions" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_unique" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_company_period_unique" ON "invoices" USING btree ("company_id","year","month");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to","id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_unique" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_unique" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_external_unique" ON "payments" USING btree ("provider","external_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_idx" ON "points_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_of_interest_slug_unique" ON "points_of_interest" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "points_of_interest_maps_id_unique" ON "points_of_interest" USING btree ("maps_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_code_redemptions_code_booking_unique" ON "promo_code_redemptions" USING btree ("promo_code_id","booking_id");--> statement-breakpoint
CREATE INDEX "promo_code_requests_user_idx" ON "promo_code_requests" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "restaurants_slug_unique" ON "restaurants" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "reviews_service_idx" ON "reviews" USING btree ("service_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_import_key_unique" ON "reviews" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_extra_prices_service_capacity_unique" ON "service_extra_prices" USING btree ("service_id","max_capacity");--> statement-breakpoint
CREATE UNIQUE INDEX "service_images_service_position_unique" ON "service_images" USING btree ("service_id","position");--> statement-breakpoint
CREATE INDEX "service_views_service_idx" ON "service_views" USING btree ("service_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "services_slug_unique" ON "services" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "services_company_idx" ON "services" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "services_category_idx" ON "services" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_company_email_unique" ON "team_members" USING btree ("company_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "team_roles_role_name_unique" ON "team_roles" USING btree ("role_name");--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_locations_maps_id_unique" ON "transfer_locations" USING btree ("maps_id");--> statement-breakpoint
CREATE INDEX "transfer_quote_requests_status_idx" ON "transfer_quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_storage_key_unique" ON "uploads" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_name_unique" ON "vehicles" USING btree ("company_id","name");