CREATE TABLE "home"."private_note_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"note_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"permission" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_note_shares_note_id_member_id_unique" UNIQUE("note_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "home"."private_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_encrypted" boolean DEFAULT true NOT NULL,
	"encryption_key" text NOT NULL,
	"category" text DEFAULT 'personal' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "home"."private_note_shares" ADD CONSTRAINT "private_note_shares_note_id_private_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "home"."private_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "private_note_shares_family_id_member_id_idx" ON "home"."private_note_shares" USING btree ("family_id","member_id");--> statement-breakpoint
CREATE INDEX "private_notes_family_id_owner_id_idx" ON "home"."private_notes" USING btree ("family_id","owner_id","id");