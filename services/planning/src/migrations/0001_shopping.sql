CREATE TABLE "planning"."shopping_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" text,
	"completed" boolean DEFAULT false NOT NULL,
	"status" text,
	"category" text,
	"estimated_price" numeric(10, 2),
	"from_recipe" boolean DEFAULT false NOT NULL,
	"recipe_id" integer,
	"added_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shopping_items_family_id_idx" ON "planning"."shopping_items" USING btree ("family_id");