CREATE TABLE "planning"."group_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "planning"."message_group_members" (
	"group_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" integer NOT NULL,
	"last_read_message_id" integer DEFAULT 0 NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "planning"."message_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text,
	"description" text,
	"direct" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_message_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planning"."messages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planning"."group_messages" ADD CONSTRAINT "group_messages_group_id_message_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "planning"."message_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning"."message_group_members" ADD CONSTRAINT "message_group_members_group_id_message_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "planning"."message_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_messages_group_id_id_idx" ON "planning"."group_messages" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "group_messages_content_search_idx" ON "planning"."group_messages" USING gin (to_tsvector('simple', "content"));--> statement-breakpoint
CREATE INDEX "message_group_members_family_user_idx" ON "planning"."message_group_members" USING btree ("family_id","user_id");--> statement-breakpoint
CREATE INDEX "message_groups_family_id_idx" ON "planning"."message_groups" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "messages_content_search_idx" ON "planning"."messages" USING gin (to_tsvector('simple', "content"));