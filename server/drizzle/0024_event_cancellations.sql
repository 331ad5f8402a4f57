CREATE TABLE "event_cancellation_orders" (
	"cancellation_uuid" uuid NOT NULL,
	"order_uuid" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refund_uuid" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_cancellation_orders_cancellation_uuid_order_uuid_pk" PRIMARY KEY("cancellation_uuid","order_uuid")
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_uuid" uuid NOT NULL,
	"reason" text NOT NULL,
	"refund" boolean NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "event_cancellations_event_uuid_unique" UNIQUE("event_uuid")
);
--> statement-breakpoint
CREATE TABLE "event_notices" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_uuid" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_uuid" uuid NOT NULL,
	"refund" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refund_requests" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_uuid" uuid NOT NULL,
	"event_uuid" uuid NOT NULL,
	"user_uuid" uuid NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_uuid" uuid,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "refund_requests_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_cancellation_uuid_event_cancellations_uuid_fk" FOREIGN KEY ("cancellation_uuid") REFERENCES "public"."event_cancellations"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_notices" ADD CONSTRAINT "event_notices_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_requests" ADD CONSTRAINT "refund_requests_event_uuid_events_uuid_fk" FOREIGN KEY ("event_uuid") REFERENCES "public"."events"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cancellation_orders_open_idx" ON "event_cancellation_orders" USING btree ("cancellation_uuid") WHERE "event_cancellation_orders"."status" in ('pending', 'refunding');--> statement-breakpoint
CREATE INDEX "event_notices_unsent_idx" ON "event_notices" USING btree ("next_attempt_at") WHERE "event_notices"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "event_notices_event_idx" ON "event_notices" USING btree ("event_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_requests_open_idx" ON "refund_requests" USING btree ("order_uuid","event_uuid") WHERE "refund_requests"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "refund_requests_event_idx" ON "refund_requests" USING btree ("event_uuid");--> statement-breakpoint
CREATE INDEX "refund_requests_created_at_idx" ON "refund_requests" USING btree ("created_at");