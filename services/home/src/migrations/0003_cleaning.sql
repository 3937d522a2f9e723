CREATE TABLE "home"."cleaning_session_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"template_task_id" integer,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"is_required" boolean DEFAULT true NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_id" integer,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "home"."cleaning_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text NOT NULL,
	"area" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by_id" integer,
	"notes" text,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "home"."cleaning_template_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"order" integer DEFAULT 0 NOT NULL,
	"estimated_time" integer,
	"is_required" boolean DEFAULT true NOT NULL,
	"created_by_id" integer
);
--> statement-breakpoint
CREATE TABLE "home"."cleaning_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"frequency" text DEFAULT 'weekly' NOT NULL,
	"estimated_time" integer,
	"area" text,
	"is_shared" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaning_templates_frequency_check" CHECK ("home"."cleaning_templates"."frequency" in ('daily', 'weekly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "home"."cleaning_session_tasks" ADD CONSTRAINT "cleaning_session_tasks_session_id_cleaning_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "home"."cleaning_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."cleaning_session_tasks" ADD CONSTRAINT "cleaning_session_tasks_template_task_id_cleaning_template_tasks_id_fk" FOREIGN KEY ("template_task_id") REFERENCES "home"."cleaning_template_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."cleaning_sessions" ADD CONSTRAINT "cleaning_sessions_template_id_cleaning_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "home"."cleaning_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."cleaning_template_tasks" ADD CONSTRAINT "cleaning_template_tasks_template_id_cleaning_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "home"."cleaning_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_session_tasks_session_id_idx" ON "home"."cleaning_session_tasks" USING btree ("session_id","order");--> statement-breakpoint
CREATE INDEX "cleaning_sessions_family_id_id_idx" ON "home"."cleaning_sessions" USING btree ("family_id","id");--> statement-breakpoint
CREATE INDEX "cleaning_template_tasks_template_id_idx" ON "home"."cleaning_template_tasks" USING btree ("template_id","order");--> statement-breakpoint
CREATE INDEX "cleaning_templates_family_id_id_idx" ON "home"."cleaning_templates" USING btree ("family_id","id");