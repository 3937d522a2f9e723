CREATE TABLE "identity"."data_exports" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"requested_by_id" integer NOT NULL,
	"export_type" text DEFAULT 'family' NOT NULL,
	"format" text DEFAULT 'json' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"exported_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "data_exports_status_check" CHECK ("identity"."data_exports"."status" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "identity"."notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"email_enabled" boolean DEFAULT true NOT NULL,
	"sms_enabled" boolean DEFAULT false NOT NULL,
	"telegram_enabled" boolean DEFAULT false NOT NULL,
	"voice_enabled" boolean DEFAULT false NOT NULL,
	"digest_enabled" boolean DEFAULT false NOT NULL,
	"digest_frequency" text DEFAULT 'weekly' NOT NULL,
	"urgent_alert_enabled" boolean DEFAULT true NOT NULL,
	"task_notifications" boolean DEFAULT true NOT NULL,
	"event_notifications" boolean DEFAULT true NOT NULL,
	"message_notifications" boolean DEFAULT true NOT NULL,
	"chore_notifications" boolean DEFAULT true NOT NULL,
	"quiet_hours_enabled" boolean DEFAULT true NOT NULL,
	"quiet_hours_start" text DEFAULT '22:00' NOT NULL,
	"quiet_hours_end" text DEFAULT '07:00' NOT NULL,
	"email_address" text,
	"phone_number" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."family_content_settings" (
	"family_id" integer PRIMARY KEY NOT NULL,
	"content_filtering" boolean DEFAULT true NOT NULL,
	"content_sharing" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."privacy_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"family_profile_visible" boolean DEFAULT true NOT NULL,
	"activity_status_visible" boolean DEFAULT true NOT NULL,
	"task_completion_sharing" boolean DEFAULT true NOT NULL,
	"analytics_enabled" boolean DEFAULT false NOT NULL,
	"personalization_enabled" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity"."data_exports" ADD CONSTRAINT "data_exports_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."data_exports" ADD CONSTRAINT "data_exports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."family_content_settings" ADD CONSTRAINT "family_content_settings_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."privacy_settings" ADD CONSTRAINT "privacy_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_family_id_idx" ON "identity"."data_exports" USING btree ("family_id");