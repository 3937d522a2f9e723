CREATE TABLE "home"."ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"unit" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home"."recipe_ingredients" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"recipe_id" integer NOT NULL,
	"ingredient_id" integer NOT NULL,
	"position" integer NOT NULL,
	"quantity" double precision,
	"unit" text,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "home"."recipes" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"instructions" text,
	"prep_time" integer,
	"cook_time" integer,
	"servings" integer DEFAULT 4 NOT NULL,
	"difficulty" text DEFAULT 'medium' NOT NULL,
	"category" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recipes_servings_check" CHECK ("home"."recipes"."servings" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "home"."meal_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"date" date NOT NULL,
	"meal_type" text NOT NULL,
	"recipe_id" integer,
	"title" text NOT NULL,
	"servings" integer,
	"notes" text,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meal_plans_meal_type_check" CHECK ("home"."meal_plans"."meal_type" in ('breakfast', 'lunch', 'dinner', 'snack'))
);
--> statement-breakpoint
ALTER TABLE "home"."recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "home"."recipes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."recipe_ingredients" ADD CONSTRAINT "recipe_ingredients_ingredient_id_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "home"."ingredients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home"."meal_plans" ADD CONSTRAINT "meal_plans_recipe_id_recipes_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "home"."recipes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ingredients_family_name_idx" ON "home"."ingredients" USING btree ("family_id",lower("name"));--> statement-breakpoint
CREATE INDEX "recipe_ingredients_recipe_idx" ON "home"."recipe_ingredients" USING btree ("recipe_id","position");--> statement-breakpoint
CREATE INDEX "recipes_family_title_idx" ON "home"."recipes" USING btree ("family_id",lower("title"),"id");--> statement-breakpoint
CREATE INDEX "meal_plans_family_date_idx" ON "home"."meal_plans" USING btree ("family_id","date","id");