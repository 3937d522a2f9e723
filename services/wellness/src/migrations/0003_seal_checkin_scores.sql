-- Hand-written note: the scores are sealed with FIELD_ENCRYPTION_KEY, which the database never sees, so existing rows
-- keep their plain scores here and the service seals them: the field-key-rotation job (soon after the start) and each
-- row's next save write "scores" and empty the five columns (checkins.repository.ts, ADR 0022).
ALTER TABLE "wellness"."mental_health_checkins" ALTER COLUMN "overall_feeling" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ALTER COLUMN "sleep_quality" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ALTER COLUMN "anxiety" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ALTER COLUMN "depression" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ALTER COLUMN "focus" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ADD COLUMN "scores" text;--> statement-breakpoint
ALTER TABLE "wellness"."mental_health_checkins" ADD CONSTRAINT "mental_health_checkins_scores_check" CHECK ("scores" is not null or ("overall_feeling" is not null and "sleep_quality" is not null and "anxiety" is not null and "depression" is not null and "focus" is not null));