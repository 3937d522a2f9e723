CREATE TABLE "planning"."event_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"title" text,
	"description" text,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_exceptions_replacement_check" CHECK ("planning"."event_exceptions"."cancelled" or ("planning"."event_exceptions"."title" is not null and "planning"."event_exceptions"."start_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "planning"."event_exceptions" ADD CONSTRAINT "event_exceptions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "planning"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_exceptions_event_id_occurrence_start_idx" ON "planning"."event_exceptions" USING btree ("event_id","occurrence_start");--> statement-breakpoint
CREATE INDEX "event_exceptions_family_id_event_id_idx" ON "planning"."event_exceptions" USING btree ("family_id","event_id");