DROP INDEX "planning"."tasks_family_id_idx";--> statement-breakpoint
CREATE INDEX "tasks_family_id_id_idx" ON "planning"."tasks" USING btree ("family_id","id");