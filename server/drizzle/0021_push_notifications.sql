CREATE TABLE "push_notifications" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"content_uuid" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"path" text NOT NULL,
	"segments" text[] NOT NULL,
	"recipient_uuids" uuid[],
	"send_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_id" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "push_notifications_once" ON "push_notifications" USING btree ("content_type","content_uuid");--> statement-breakpoint
CREATE INDEX "push_notifications_due" ON "push_notifications" USING btree ("status","due_at");--> statement-breakpoint
-- The per-member push rows recorded before segments existed are kept, one notification per article,
-- for staff to read; they are not sent (their members were not chosen by segment).
INSERT INTO "push_notifications" ("content_type", "content_uuid", "title", "message", "path", "segments", "recipient_uuids", "send_at", "due_at", "status")
SELECT o."content_type", o."content_uuid", a."title", a."perex", '/clanky/' || a."uuid", '{}', array_agg(o."user_uuid"), min(o."send_at"), min(o."send_at"), 'kept'
FROM "push_notification_outbox" o JOIN "articles" a ON a."uuid" = o."content_uuid"
WHERE o."content_type" = 'ARTICLE'
GROUP BY o."content_type", o."content_uuid", a."uuid", a."title", a."perex";--> statement-breakpoint
DROP TABLE "push_notification_outbox" CASCADE;
