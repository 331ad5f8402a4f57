CREATE TABLE "seatsio_seats" (
	"event_uuid" uuid NOT NULL,
	"id" text NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"hold_token" text,
	"order_uuid" uuid,
	CONSTRAINT "seatsio_seats_event_uuid_id_pk" PRIMARY KEY("event_uuid","id")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seatsio_event_key" text;--> statement-breakpoint
ALTER TABLE "seatsio_seats" ADD CONSTRAINT "seatsio_seats_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seatsio_seats_hold_token_idx" ON "seatsio_seats" USING btree ("hold_token");--> statement-breakpoint
CREATE INDEX "seatsio_seats_order_idx" ON "seatsio_seats" USING btree ("order_uuid");