CREATE TABLE "media_accreditations" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"medium" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"event" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"attachment_key" text,
	"attachment_mime" text,
	"attachment_name" text,
	"attachment_size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "articles" DROP CONSTRAINT "articles_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "benefits" DROP CONSTRAINT "benefits_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "countdowns" DROP CONSTRAINT "countdowns_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "audio_archives" DROP CONSTRAINT "audio_archives_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "audios" DROP CONSTRAINT "audios_file_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "galleries" DROP CONSTRAINT "galleries_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "gallery_images" DROP CONSTRAINT "gallery_images_file_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "video_archives" DROP CONSTRAINT "video_archives_image_uuid_files_uuid_fk";
--> statement-breakpoint
ALTER TABLE "videos" DROP CONSTRAINT "videos_thumbnail_uuid_files_uuid_fk";
--> statement-breakpoint
CREATE INDEX "media_accreditations_created_at_idx" ON "media_accreditations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_accreditations_status_idx" ON "media_accreditations" USING btree ("status");--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefits" ADD CONSTRAINT "benefits_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countdowns" ADD CONSTRAINT "countdowns_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_file_uuid_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_file_uuid_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_archives" ADD CONSTRAINT "video_archives_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_uuid_files_uuid_fk" FOREIGN KEY ("thumbnail_uuid") REFERENCES "public"."files"("uuid") ON DELETE restrict ON UPDATE no action;