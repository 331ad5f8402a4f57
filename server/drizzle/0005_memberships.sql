CREATE TABLE "features" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_features" (
	"subscription_uuid" uuid NOT NULL,
	"feature_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "subscription_features_subscription_uuid_kind_feature_uuid_pk" PRIMARY KEY("subscription_uuid","kind","feature_uuid")
);
--> statement-breakpoint
CREATE TABLE "subscription_prices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_uuid" uuid NOT NULL,
	"label" jsonb NOT NULL,
	"amount_czk" integer NOT NULL,
	"amount_eur" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"image" text,
	"type" text NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"period_count" integer,
	"period_unit" text,
	"renewing" boolean DEFAULT false NOT NULL,
	"sellable" boolean DEFAULT true NOT NULL,
	"capacity" integer,
	"voucher_purchasable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_subscriptions" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"subscription_uuid" uuid NOT NULL,
	"price_uuid" uuid NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone,
	"renewing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"source" text NOT NULL,
	"source_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "subscription_features" ADD CONSTRAINT "subscription_features_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_features" ADD CONSTRAINT "subscription_features_feature_uuid_features_uuid_fk" FOREIGN KEY ("feature_uuid") REFERENCES "public"."features"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_prices" ADD CONSTRAINT "subscription_prices_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_subscription_uuid_subscriptions_uuid_fk" FOREIGN KEY ("subscription_uuid") REFERENCES "public"."subscriptions"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_subscriptions" ADD CONSTRAINT "user_subscriptions_price_uuid_subscription_prices_uuid_fk" FOREIGN KEY ("price_uuid") REFERENCES "public"."subscription_prices"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "features_type_idx" ON "features" USING btree ("type");--> statement-breakpoint
CREATE INDEX "subscription_features_feature_idx" ON "subscription_features" USING btree ("feature_uuid");--> statement-breakpoint
CREATE INDEX "subscription_prices_subscription_idx" ON "subscription_prices" USING btree ("subscription_uuid");--> statement-breakpoint
CREATE INDEX "subscriptions_position_idx" ON "subscriptions" USING btree ("position");--> statement-breakpoint
CREATE INDEX "user_subscriptions_user_idx" ON "user_subscriptions" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "user_subscriptions_subscription_idx" ON "user_subscriptions" USING btree ("subscription_uuid") WHERE "user_subscriptions"."status" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "user_subscriptions_source_idx" ON "user_subscriptions" USING btree ("source","source_uuid") WHERE "user_subscriptions"."source_uuid" is not null;--> statement-breakpoint
-- No price variant existed before this migration, so every earlier choice points nowhere.
DELETE FROM "subscription_pre_registrations";--> statement-breakpoint
ALTER TABLE "subscription_pre_registrations" ADD CONSTRAINT "subscription_pre_registrations_subscription_price_uuid_subscription_prices_uuid_fk" FOREIGN KEY ("subscription_price_uuid") REFERENCES "public"."subscription_prices"("uuid") ON DELETE cascade ON UPDATE no action;