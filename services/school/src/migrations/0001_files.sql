CREATE TABLE "school"."files" (
	"id" serial PRIMARY KEY NOT NULL,
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
CREATE INDEX "files_family_id_id_idx" ON "school"."files" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "files_storage_key_idx" ON "school"."files" USING btree ("storage_key");