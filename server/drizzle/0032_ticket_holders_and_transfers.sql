CREATE TABLE "ticket_transfers" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_uuid" uuid NOT NULL,
	"from_user_uuid" uuid,
	"to_email" text NOT NULL,
	"to_user_uuid" uuid,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"from_version" integer NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "ticket_transfers_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfers_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "transfers_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "holder_uuid" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_ticket_uuid_tickets_uuid_fk" FOREIGN KEY ("ticket_uuid") REFERENCES "public"."tickets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_user_uuid_users_uuid_fk" FOREIGN KEY ("from_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_user_uuid_users_uuid_fk" FOREIGN KEY ("to_user_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_transfers_ticket_idx" ON "ticket_transfers" USING btree ("ticket_uuid","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_pending_idx" ON "ticket_transfers" USING btree ("ticket_uuid") WHERE "ticket_transfers"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_uuid_users_uuid_fk" FOREIGN KEY ("holder_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_uuid");--> statement-breakpoint
UPDATE "tickets" SET "holder_uuid" = "orders"."user_uuid", "updated_at" = "tickets"."created_at" FROM "orders" WHERE "tickets"."order_uuid" = "orders"."uuid";
