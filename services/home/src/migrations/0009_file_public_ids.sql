ALTER TABLE "home"."files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_id_idx" ON "home"."files" USING btree ("public_id");
--> statement-breakpoint
-- Hand-written: the records' file URLs move from the serial id to the public id (old numeric URLs stop working).
UPDATE "home"."pets" AS r SET "image_url" = '/api/home/files/' || f."public_id"
  FROM "home"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."image_url" = '/api/home/files/' || f."id";
--> statement-breakpoint
UPDATE "home"."recipes" AS r SET "image_url" = '/api/home/files/' || f."public_id"
  FROM "home"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."image_url" = '/api/home/files/' || f."id";
