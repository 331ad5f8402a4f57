CREATE TABLE "wallet_apple_registrations" (
	"device_library_id" text NOT NULL,
	"pass_type_id" text NOT NULL,
	"ticket_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"push_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_apple_registrations_device_library_id_pass_type_id_ticket_uuid_pk" PRIMARY KEY("device_library_id","pass_type_id","ticket_uuid")
);
--> statement-breakpoint
CREATE TABLE "wallet_passes" (
	"ticket_uuid" uuid NOT NULL,
	"version" integer NOT NULL,
	"language" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"google" boolean DEFAULT false NOT NULL,
	"google_pending" boolean DEFAULT false NOT NULL,
	"apple_pending" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallet_passes_ticket_uuid_version_pk" PRIMARY KEY("ticket_uuid","version")
);
--> statement-breakpoint
ALTER TABLE "wallet_apple_registrations" ADD CONSTRAINT "wallet_apple_registrations_ticket_uuid_version_wallet_passes_ticket_uuid_version_fk" FOREIGN KEY ("ticket_uuid","version") REFERENCES "public"."wallet_passes"("ticket_uuid","version") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_passes" ADD CONSTRAINT "wallet_passes_ticket_uuid_tickets_uuid_fk" FOREIGN KEY ("ticket_uuid") REFERENCES "public"."tickets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallet_apple_registrations_pass_idx" ON "wallet_apple_registrations" USING btree ("ticket_uuid","version");--> statement-breakpoint
CREATE INDEX "wallet_passes_pending_idx" ON "wallet_passes" USING btree ("next_attempt_at") WHERE "wallet_passes"."google_pending" or "wallet_passes"."apple_pending";