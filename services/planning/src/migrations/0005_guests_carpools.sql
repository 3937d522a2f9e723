CREATE TABLE "planning"."carpool_passengers" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"carpool_id" integer NOT NULL,
	"passenger_id" integer,
	"passenger_name" text,
	"passenger_contact" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"pickup_time" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "planning"."carpools" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"title" text,
	"date" date,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"driver_id" integer NOT NULL,
	"vehicle_details" text,
	"available_seats" integer DEFAULT 4 NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	CONSTRAINT "carpools_available_seats_check" CHECK ("planning"."carpools"."available_seats" >= 1)
);
--> statement-breakpoint
CREATE TABLE "planning"."event_guests" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"notes" text,
	"food_assignment" text,
	"is_family" boolean DEFAULT false NOT NULL,
	"family_member_id" integer,
	CONSTRAINT "event_guests_status_check" CHECK ("planning"."event_guests"."status" in ('invited', 'confirmed', 'declined', 'maybe'))
);
--> statement-breakpoint
ALTER TABLE "planning"."carpool_passengers" ADD CONSTRAINT "carpool_passengers_carpool_id_carpools_id_fk" FOREIGN KEY ("carpool_id") REFERENCES "planning"."carpools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning"."carpools" ADD CONSTRAINT "carpools_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "planning"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning"."event_guests" ADD CONSTRAINT "event_guests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "planning"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carpool_passengers_family_id_carpool_id_idx" ON "planning"."carpool_passengers" USING btree ("family_id","carpool_id");--> statement-breakpoint
CREATE INDEX "carpools_family_id_event_id_idx" ON "planning"."carpools" USING btree ("family_id","event_id");--> statement-breakpoint
CREATE INDEX "event_guests_family_id_event_id_idx" ON "planning"."event_guests" USING btree ("family_id","event_id");