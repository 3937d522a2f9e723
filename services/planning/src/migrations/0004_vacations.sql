CREATE TABLE "planning"."vacation_itinerary_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"vacation_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"date" date,
	"location" text,
	"cost" numeric(10, 2),
	"booking_reference" text,
	"booking_url" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "planning"."vacation_packing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"vacation_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text DEFAULT 'clothing' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"is_packed" boolean DEFAULT false NOT NULL,
	"assigned_to_id" integer,
	CONSTRAINT "vacation_packing_items_quantity_check" CHECK ("planning"."vacation_packing_items"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "planning"."vacations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"destination" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vacations_dates_check" CHECK ("planning"."vacations"."end_date" >= "planning"."vacations"."start_date")
);
--> statement-breakpoint
ALTER TABLE "planning"."vacation_itinerary_items" ADD CONSTRAINT "vacation_itinerary_items_vacation_id_vacations_id_fk" FOREIGN KEY ("vacation_id") REFERENCES "planning"."vacations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning"."vacation_packing_items" ADD CONSTRAINT "vacation_packing_items_vacation_id_vacations_id_fk" FOREIGN KEY ("vacation_id") REFERENCES "planning"."vacations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacation_itinerary_items_family_id_vacation_id_idx" ON "planning"."vacation_itinerary_items" USING btree ("family_id","vacation_id");--> statement-breakpoint
CREATE INDEX "vacation_packing_items_family_id_vacation_id_idx" ON "planning"."vacation_packing_items" USING btree ("family_id","vacation_id");--> statement-breakpoint
CREATE INDEX "vacations_family_id_idx" ON "planning"."vacations" USING btree ("family_id");