CREATE TABLE "seating_holds" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"hold_token" text NOT NULL,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "subscription_pre_registrations" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"subscription_price_uuid" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_pre_registrations" (
	"user_uuid" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seating_holds" ADD CONSTRAINT "seating_holds_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_pre_registrations" ADD CONSTRAINT "subscription_pre_registrations_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_pre_registrations" ADD CONSTRAINT "voucher_pre_registrations_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Values stored on the users table before each domain owned its own are carried over.
INSERT INTO "subscription_pre_registrations" ("user_uuid", "subscription_price_uuid") SELECT "uuid", "pre_registered_subscription_price_uuid" FROM "users" WHERE "pre_registered_subscription_price_uuid" IS NOT NULL;--> statement-breakpoint
INSERT INTO "voucher_pre_registrations" ("user_uuid", "code") SELECT "uuid", "pre_registered_subscription_voucher_code" FROM "users" WHERE "pre_registered_subscription_voucher_code" IS NOT NULL;--> statement-breakpoint
INSERT INTO "seating_holds" ("user_uuid", "hold_token", "expires_at") SELECT "uuid", "seats_io_hold_token", "seats_io_hold_token_expires_at" FROM "users" WHERE "seats_io_hold_token" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pre_registered_subscription_price_uuid";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "pre_registered_subscription_voucher_code";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "seats_io_hold_token";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "seats_io_hold_token_expires_at";