CREATE TABLE "ticket_check_ins" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_uuid" uuid NOT NULL,
	"event_uuid" uuid NOT NULL,
	"gate" text NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone NOT NULL,
	"scan_id" text,
	"double_admission" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_gate" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "checked_by" uuid;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_uuid_tickets_uuid_fk" FOREIGN KEY ("ticket_uuid") REFERENCES "public"."tickets"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_check_ins_event_idx" ON "ticket_check_ins" USING btree ("event_uuid","double_admission");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_ins_scan_idx" ON "ticket_check_ins" USING btree ("scan_id");