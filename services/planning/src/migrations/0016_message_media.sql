CREATE TABLE "planning"."files" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"family_id" integer NOT NULL,
	"use" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning"."voice_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"file_url" text NOT NULL,
	"duration" real NOT NULL,
	"transcription" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_name" text;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_size" integer;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "media_height" integer;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_url" text;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_type" text;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_name" text;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_size" integer;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_width" integer;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "media_height" integer;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD COLUMN "thumbnail_url" text;--> statement-breakpoint
CREATE INDEX "files_family_id_id_idx" ON "planning"."files" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "planning"."files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_id_idx" ON "planning"."files" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_notes_file_url_idx" ON "planning"."voice_notes" USING btree ("file_url");--> statement-breakpoint
CREATE INDEX "voice_notes_family_id_idx" ON "planning"."voice_notes" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "voice_notes_status_idx" ON "planning"."voice_notes" USING btree ("status");