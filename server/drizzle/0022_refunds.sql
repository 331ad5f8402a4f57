CREATE TABLE "refund_lines" (
	"refund_uuid" uuid NOT NULL,
	"order_line_uuid" uuid NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "refund_lines_refund_uuid_order_line_uuid_pk" PRIMARY KEY("refund_uuid","order_line_uuid")
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid,
	"membership_end" text DEFAULT 'now' NOT NULL,
	"allow_used_tickets" boolean DEFAULT false NOT NULL,
	"payment_order_number" text,
	"message_id" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"credit_note_uuid" uuid,
	"event_cancellation_uuid" uuid,
	"refund_request_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refunds_message_id_unique" UNIQUE("message_id")
);
--> statement-breakpoint
DROP INDEX "tickets_event_seat_idx";--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_uuid_refunds_uuid_fk" FOREIGN KEY ("refund_uuid") REFERENCES "public"."refunds"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_uuid_order_lines_uuid_fk" FOREIGN KEY ("order_line_uuid") REFERENCES "public"."order_lines"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "public"."orders"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_users_uuid_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_order_line_idx" ON "refund_lines" USING btree ("order_line_uuid");--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_uuid");--> statement-breakpoint
CREATE INDEX "refunds_created_at_idx" ON "refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_event_cancellation_idx" ON "refunds" USING btree ("event_cancellation_uuid");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_event_seat_idx" ON "tickets" USING btree ("event_uuid","seat_id") WHERE "tickets"."seat_id" is not null and "tickets"."voided_at" is null;