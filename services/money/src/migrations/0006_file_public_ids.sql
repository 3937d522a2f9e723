ALTER TABLE "money"."files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_id_idx" ON "money"."files" USING btree ("public_id");
--> statement-breakpoint
-- Hand-written: the records' file URLs move from the serial id to the public id (old numeric URLs stop working).
UPDATE "money"."grocery_trips" AS r SET "receipt_image_url" = '/api/money/files/' || f."public_id"
  FROM "money"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."receipt_image_url" = '/api/money/files/' || f."id";
--> statement-breakpoint
UPDATE "money"."expenses" AS r SET "receipt_image_url" = '/api/money/files/' || f."public_id"
  FROM "money"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."receipt_image_url" = '/api/money/files/' || f."id";
