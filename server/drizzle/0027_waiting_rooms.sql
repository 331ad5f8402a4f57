CREATE TABLE "waiting_room_entries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"shuffle_key" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"position" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"admitted_at" timestamp with time zone,
	"pass_expires_at" timestamp with time zone,
	"buying_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_uuid" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"sale_starts_at" timestamp with time zone NOT NULL,
	"rate" integer,
	"pass_minutes" integer DEFAULT 10 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"secret" text NOT NULL,
	"shuffled_at" timestamp with time zone,
	"next_position" integer DEFAULT 0 NOT NULL,
	"last_admitted_position" integer DEFAULT 0 NOT NULL,
	"bucket" real DEFAULT 0 NOT NULL,
	"ticked_at" timestamp with time zone,
	"current_rate" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_room_uuid_waiting_rooms_uuid_fk" FOREIGN KEY ("room_uuid") REFERENCES "public"."waiting_rooms"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_user_idx" ON "waiting_room_entries" USING btree ("room_uuid","user_uuid");--> statement-breakpoint
CREATE INDEX "waiting_room_entries_position_idx" ON "waiting_room_entries" USING btree ("room_uuid","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_rooms_subject_idx" ON "waiting_rooms" USING btree ("subject_kind","subject_uuid");