CREATE TABLE "school"."homework" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"due_date" date NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"verified" boolean DEFAULT false NOT NULL,
	"verified_by_id" integer,
	"grade" text,
	"attachment_url" text,
	"attachment_name" text,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "homework_priority_check" CHECK ("school"."homework"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "homework_verified_check" CHECK (not "school"."homework"."verified" or "school"."homework"."completed")
);
--> statement-breakpoint
ALTER TABLE "school"."homework" ADD CONSTRAINT "homework_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "school"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "homework_family_due_idx" ON "school"."homework" USING btree ("family_id","due_date","id");