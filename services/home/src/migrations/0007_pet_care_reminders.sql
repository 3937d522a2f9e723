ALTER TABLE "home"."pet_care_items" ADD COLUMN "reminded_for" date;--> statement-breakpoint
CREATE INDEX "pet_care_items_next_due_idx" ON "home"."pet_care_items" USING btree ("next_due");