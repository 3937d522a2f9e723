CREATE TABLE "planning"."calendar_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_idx" ON "planning"."calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_family_id_user_id_idx" ON "planning"."calendar_feeds" USING btree ("family_id","user_id");--> statement-breakpoint
CREATE INDEX "calendar_feeds_family_id_idx" ON "planning"."calendar_feeds" USING btree ("family_id");