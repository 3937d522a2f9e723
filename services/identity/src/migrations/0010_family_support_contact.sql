ALTER TABLE "identity"."families" ADD COLUMN "support_contact_name" text;--> statement-breakpoint
ALTER TABLE "identity"."families" ADD COLUMN "support_contact_phone" text;