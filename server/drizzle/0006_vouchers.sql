CREATE TABLE "order_voucher_details" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"subscription_price_uuid" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"language" text NOT NULL,
	"currency" text NOT NULL,
	"total" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"delivery_type" text NOT NULL,
	"delivery_address" jsonb,
	"invoice_name" text,
	"invoice_street" text,
	"invoice_city" text,
	"invoice_zip" text,
	"cin" text,
	"tin" text,
	"shipped_at" timestamp with time zone,
	"shipped_by_user_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_batches" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_price_uuid" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"valid_until" timestamp with time zone,
	"created_by_user_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voucher_delivery_identities" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'CZ' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"subscription_price_uuid" uuid NOT NULL,
	"order_uuid" uuid,
	"order_line_uuid" uuid,
	"batch_uuid" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"claimed_by_user_uuid" uuid,
	"claimed_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"created_by" text NOT NULL,
	"created_by_user_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "order_voucher_details" ADD CONSTRAINT "order_voucher_details_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher_details" ADD CONSTRAINT "order_voucher_details_shipped_by_user_uuid_users_uuid_fk" FOREIGN KEY ("shipped_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_subscription_price_uuid_subscription_prices_uuid_fk" FOREIGN KEY ("subscription_price_uuid") REFERENCES "public"."subscription_prices"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_batches" ADD CONSTRAINT "voucher_batches_created_by_user_uuid_users_uuid_fk" FOREIGN KEY ("created_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_delivery_identities" ADD CONSTRAINT "voucher_delivery_identities_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_subscription_price_uuid_subscription_prices_uuid_fk" FOREIGN KEY ("subscription_price_uuid") REFERENCES "public"."subscription_prices"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_batch_uuid_voucher_batches_uuid_fk" FOREIGN KEY ("batch_uuid") REFERENCES "public"."voucher_batches"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_claimed_by_user_uuid_users_uuid_fk" FOREIGN KEY ("claimed_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_created_by_user_uuid_users_uuid_fk" FOREIGN KEY ("created_by_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_voucher_details_created_at_idx" ON "order_voucher_details" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "order_voucher_details_waiting_idx" ON "order_voucher_details" USING btree ("created_at") WHERE "order_voucher_details"."delivery_type" = 'physical' and "order_voucher_details"."paid_at" is not null and "order_voucher_details"."shipped_at" is null;--> statement-breakpoint
CREATE INDEX "vouchers_price_idx" ON "vouchers" USING btree ("subscription_price_uuid");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "vouchers_batch_idx" ON "vouchers" USING btree ("batch_uuid");--> statement-breakpoint
CREATE INDEX "vouchers_created_at_idx" ON "vouchers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vouchers_order_line_idx" ON "vouchers" USING btree ("order_line_uuid") WHERE "vouchers"."order_line_uuid" is not null;