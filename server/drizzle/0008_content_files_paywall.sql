CREATE TABLE "benefits" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"perex" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"image_uuid" uuid,
	"link" text,
	"required_feature_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countdowns" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"target_at" timestamp with time zone NOT NULL,
	"image_uuid" uuid,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"size" bigint NOT NULL,
	"key" text NOT NULL,
	"width" integer,
	"height" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_notification_outbox" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_uuid" uuid NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "push_notification_outbox" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_uuid" uuid NOT NULL,
	"content_type" text NOT NULL,
	"content_uuid" uuid NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_uuid" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "author_uuid" uuid;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "required_feature_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "send_notifications" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countdowns" ADD CONSTRAINT "countdowns_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_notification_outbox" ADD CONSTRAINT "email_notification_outbox_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notification_outbox" ADD CONSTRAINT "push_notification_outbox_user_uuid_users_uuid_fk" FOREIGN KEY ("user_uuid") REFERENCES "public"."users"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefits_published_at_idx" ON "benefits" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "countdowns_target_at_idx" ON "countdowns" USING btree ("target_at");--> statement-breakpoint
CREATE INDEX "files_created_at_idx" ON "files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "email_notification_outbox_once" ON "email_notification_outbox" USING btree ("content_type","content_uuid","user_uuid");--> statement-breakpoint
CREATE INDEX "email_notification_outbox_due" ON "email_notification_outbox" USING btree ("send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "push_notification_outbox_once" ON "push_notification_outbox" USING btree ("content_type","content_uuid","user_uuid");--> statement-breakpoint
CREATE INDEX "push_notification_outbox_due" ON "push_notification_outbox" USING btree ("send_at");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_author_uuid_users_uuid_fk" FOREIGN KEY ("author_uuid") REFERENCES "public"."users"("uuid") ON DELETE set null ON UPDATE no action;