CREATE TABLE "planning"."messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "messages_family_id_id_idx" ON "planning"."messages" USING btree ("family_id","id");