DROP INDEX "school"."school_documents_family_created_idx";--> statement-breakpoint
ALTER TABLE "school"."school_documents" ALTER COLUMN "created_at" SET DATA TYPE timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "school"."school_documents" ALTER COLUMN "created_at" SET DEFAULT now();--> statement-breakpoint
CREATE INDEX "school_documents_family_submitted_idx" ON "school"."school_documents" USING btree ("family_id","submitted_at","id") WHERE "school"."school_documents"."submitted";--> statement-breakpoint
CREATE INDEX "school_documents_family_created_idx" ON "school"."school_documents" USING btree ("family_id","created_at","id");