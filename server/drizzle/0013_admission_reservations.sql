CREATE TABLE "admission_reservations" (
	"order_line_uuid" uuid PRIMARY KEY NOT NULL,
	"event_uuid" uuid NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admission_reservations" ADD CONSTRAINT "admission_reservations_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admission_reservations" ADD CONSTRAINT "admission_reservations_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;