CREATE TABLE "tickets" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"event_uuid" uuid NOT NULL,
	"order_uuid" uuid,
	"order_line_uuid" uuid,
	"seat_id" text,
	"section" text,
	"row" text,
	"seat_label" text,
	"category" text NOT NULL,
	"holder_name" text,
	"qr_payload" text NOT NULL,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_token" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_event_idx" ON "tickets" USING btree ("event_uuid","created_at");--> statement-breakpoint
CREATE INDEX "tickets_order_idx" ON "tickets" USING btree ("order_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_line_idx" ON "tickets" USING btree ("order_line_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_seat_idx" ON "tickets" USING btree ("event_uuid","seat_id") WHERE "tickets"."seat_id" is not null;--> statement-breakpoint
CREATE INDEX "orders_hold_token_idx" ON "orders" USING btree ("hold_token");