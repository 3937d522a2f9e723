CREATE TABLE "school"."extracurricular_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"location" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"days_of_week" text[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"instructor" text,
	"cost_cents" integer,
	"is_paid" boolean DEFAULT false NOT NULL,
	"category" text,
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extracurricular_activities_status_check" CHECK ("school"."extracurricular_activities"."status" in ('active', 'inactive')),
	CONSTRAINT "extracurricular_activities_cost_check" CHECK ("school"."extracurricular_activities"."cost_cents" is null or "school"."extracurricular_activities"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "school"."school_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"school_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_date" date NOT NULL,
	"end_date" date,
	"all_day" boolean DEFAULT true NOT NULL,
	"start_time" text,
	"end_time" text,
	"location" text,
	"event_type" text DEFAULT 'other' NOT NULL,
	"reminder_days" integer DEFAULT 1 NOT NULL,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_events_type_check" CHECK (event_type in ('holiday', 'no_school', 'conference', 'performance', 'sports', 'field_trip', 'exam', 'meeting', 'other')),
	CONSTRAINT "school_events_reminder_check" CHECK ("school"."school_events"."reminder_days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "school"."extracurricular_activities" ADD CONSTRAINT "extracurricular_activities_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "school"."students"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school"."school_events" ADD CONSTRAINT "school_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "school"."schools"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "extracurricular_activities_family_id_idx" ON "school"."extracurricular_activities" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "school_events_family_start_idx" ON "school"."school_events" USING btree ("family_id","start_date","id");