CREATE TABLE "waitlist_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"waitlist_uuid" uuid NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "waitlist_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_uuid" uuid NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_uuid" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"hold_token" text,
	"category" text,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_uuid" uuid,
	"by_staff" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waitlists" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"max_quantity" integer DEFAULT 4 NOT NULL,
	"offer_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_waitlist_uuid_waitlists_uuid_fk" FOREIGN KEY ("waitlist_uuid") REFERENCES "public"."waitlists"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_uuid_waitlist_entries_uuid_fk" FOREIGN KEY ("entry_uuid") REFERENCES "public"."waitlist_entries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_in_force_idx" ON "waitlist_entries" USING btree ("waitlist_uuid","user_uuid","category") WHERE "waitlist_entries"."status" in ('waiting', 'offered', 'ordered');--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("waitlist_uuid","status","seq");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_uuid");--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_uuid");--> statement-breakpoint
CREATE INDEX "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("expires_at") WHERE "waitlist_offers"."status" in ('open', 'ordered');--> statement-breakpoint
CREATE UNIQUE INDEX "waitlists_subject_idx" ON "waitlists" USING btree ("subject_kind","subject_uuid");