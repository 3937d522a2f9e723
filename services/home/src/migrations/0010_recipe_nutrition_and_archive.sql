ALTER TABLE "home"."recipes" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "home"."recipes" ADD COLUMN "nutrition_info" jsonb;