ALTER TABLE "school"."files" ADD COLUMN "public_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "files_public_id_idx" ON "school"."files" USING btree ("public_id");
--> statement-breakpoint
-- Hand-written: the records' file URLs move from the serial id to the public id (old numeric URLs stop working).
UPDATE "school"."school_documents" AS r SET "file_url" = '/api/school/files/' || f."public_id"
  FROM "school"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."file_url" = '/api/school/files/' || f."id";
--> statement-breakpoint
UPDATE "school"."homework" AS r SET "attachment_url" = '/api/school/files/' || f."public_id"
  FROM "school"."files" AS f
  WHERE r."family_id" = f."family_id" AND r."attachment_url" = '/api/school/files/' || f."id";
