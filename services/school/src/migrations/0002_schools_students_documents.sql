CREATE TABLE "school"."school_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_url" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_name" text,
	"document_type" text DEFAULT 'other' NOT NULL,
	"due_date" date,
	"submitted" boolean DEFAULT false NOT NULL,
	"submitted_at" timestamp with time zone,
	"uploaded_by_id" integer,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_documents_type_check" CHECK (document_type in ('report_card', 'permission_slip', 'medical', 'homework', 'certificate', 'award', 'art', 'project', 'identification', 'transcript', 'attendance', 'behavior', 'iep', 'other')),
	CONSTRAINT "school_documents_submitted_check" CHECK ("school"."school_documents"."submitted" = ("school"."school_documents"."submitted_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "school"."school_years" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "school_years_dates_check" CHECK ("school"."school_years"."end_date" >= "school"."school_years"."start_date")
);
--> statement-breakpoint
CREATE TABLE "school"."schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"phone" text,
	"website" text,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "school"."students" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"school_year_id" integer NOT NULL,
	"grade" text,
	"teacher" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "students_status_check" CHECK ("school"."students"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "school"."school_documents" ADD CONSTRAINT "school_documents_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "school"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school"."students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "school"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school"."students" ADD CONSTRAINT "students_school_year_id_school_years_id_fk" FOREIGN KEY ("school_year_id") REFERENCES "school"."school_years"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "school_documents_family_created_idx" ON "school"."school_documents" USING btree ("family_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "school_documents_family_open_due_idx" ON "school"."school_documents" USING btree ("family_id","due_date","id") WHERE "school"."school_documents"."submitted" = false and "school"."school_documents"."due_date" is not null;--> statement-breakpoint
CREATE INDEX "school_documents_family_student_idx" ON "school"."school_documents" USING btree ("family_id","student_id");--> statement-breakpoint
CREATE INDEX "school_years_family_id_start_date_idx" ON "school"."school_years" USING btree ("family_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "school_years_one_active_idx" ON "school"."school_years" USING btree ("family_id") WHERE "school"."school_years"."is_active";--> statement-breakpoint
CREATE INDEX "schools_family_id_id_idx" ON "school"."schools" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "students_family_id_id_idx" ON "school"."students" USING btree ("family_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "students_child_school_year_idx" ON "school"."students" USING btree ("family_id","child_id","school_id","school_year_id");