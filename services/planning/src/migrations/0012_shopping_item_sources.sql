ALTER TABLE "planning"."shopping_items" ADD COLUMN "source_domain" text;--> statement-breakpoint
ALTER TABLE "planning"."shopping_items" ADD COLUMN "source_key" text;--> statement-breakpoint
ALTER TABLE "planning"."shopping_items" ADD COLUMN "base_quantity" text;--> statement-breakpoint
CREATE INDEX "shopping_items_source_idx" ON "planning"."shopping_items" USING btree ("family_id","source_domain","source_key");