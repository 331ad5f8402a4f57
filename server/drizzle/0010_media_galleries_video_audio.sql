CREATE TABLE "audio_archives" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"perex" jsonb NOT NULL,
	"image_uuid" uuid,
	"required_feature_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audios" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_uuid" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"file_uuid" uuid NOT NULL,
	"duration_seconds" integer,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"perex" jsonb NOT NULL,
	"image_uuid" uuid,
	"required_feature_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gallery_uuid" uuid NOT NULL,
	"file_uuid" uuid NOT NULL,
	"caption" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_archives" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" jsonb NOT NULL,
	"perex" jsonb NOT NULL,
	"image_uuid" uuid,
	"required_feature_uuids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"uuid" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"archive_uuid" uuid NOT NULL,
	"title" jsonb NOT NULL,
	"link" text NOT NULL,
	"thumbnail_uuid" uuid,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audio_archives" ADD CONSTRAINT "audio_archives_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_archive_uuid_audio_archives_uuid_fk" FOREIGN KEY ("archive_uuid") REFERENCES "public"."audio_archives"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audios" ADD CONSTRAINT "audios_file_uuid_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."files"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_gallery_uuid_galleries_uuid_fk" FOREIGN KEY ("gallery_uuid") REFERENCES "public"."galleries"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_file_uuid_files_uuid_fk" FOREIGN KEY ("file_uuid") REFERENCES "public"."files"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_archives" ADD CONSTRAINT "video_archives_image_uuid_files_uuid_fk" FOREIGN KEY ("image_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_archive_uuid_video_archives_uuid_fk" FOREIGN KEY ("archive_uuid") REFERENCES "public"."video_archives"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_thumbnail_uuid_files_uuid_fk" FOREIGN KEY ("thumbnail_uuid") REFERENCES "public"."files"("uuid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audio_archives_published_at_idx" ON "audio_archives" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audios_archive_idx" ON "audios" USING btree ("archive_uuid","position");--> statement-breakpoint
CREATE INDEX "galleries_published_at_idx" ON "galleries" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "gallery_images_gallery_idx" ON "gallery_images" USING btree ("gallery_uuid","position");--> statement-breakpoint
CREATE INDEX "video_archives_published_at_idx" ON "video_archives" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_archive_idx" ON "videos" USING btree ("archive_uuid","position");