CREATE TABLE "articles" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"perex" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"firebase_uid" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"birth_date" date,
	"favorite_driver" text,
	"favorite_team" text,
	"push_notifications" boolean DEFAULT false NOT NULL,
	"language" text DEFAULT 'cs' NOT NULL,
	"roles" text[] DEFAULT ARRAY['user']::text[] NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"gdpr_accepted_at" timestamp with time zone,
	"pre_registered_subscription_price_uuid" uuid,
	"pre_registered_subscription_voucher_code" text,
	"seats_io_hold_token" text,
	"seats_io_hold_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_firebase_uid_unique" UNIQUE("firebase_uid"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "articles_published_at_idx" ON "articles" USING btree ("published_at" DESC NULLS LAST);