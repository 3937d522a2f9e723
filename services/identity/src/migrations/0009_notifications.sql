CREATE TABLE "identity"."notification_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"channel" text NOT NULL,
	"type" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"source_key" text NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text DEFAULT '/dashboard' NOT NULL,
	"target_type" text,
	"target_id" integer,
	"payload" jsonb,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_channel_check" CHECK ("identity"."notification_deliveries"."channel" in ('email', 'push', 'telegram')),
	CONSTRAINT "notification_deliveries_state_check" CHECK ("identity"."notification_deliveries"."state" in ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "identity"."notification_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"delivery_id" integer,
	"type" text NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"error" text,
	"attempt" integer DEFAULT 1 NOT NULL,
	"target_type" text,
	"target_id" integer,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"headers" jsonb NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"device_name" text NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "identity"."telegram_bot_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"update_offset" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity"."telegram_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"chat_id" text NOT NULL,
	"username" text,
	"first_name" text,
	"last_name" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_integrations_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "identity"."telegram_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "telegram_link_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD COLUMN "push_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD COLUMN "digest_hour" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD COLUMN "urgent_breaks_quiet_hours" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."notification_preferences" ADD COLUMN "category_channels" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "identity"."notification_deliveries" ADD CONSTRAINT "notification_deliveries_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."notification_logs" ADD CONSTRAINT "notification_logs_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."notification_logs" ADD CONSTRAINT "notification_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."notification_logs" ADD CONSTRAINT "notification_logs_delivery_id_notification_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "identity"."notification_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."outbox_emails" ADD CONSTRAINT "outbox_emails_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."push_subscriptions" ADD CONSTRAINT "push_subscriptions_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."telegram_integrations" ADD CONSTRAINT "telegram_integrations_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."telegram_integrations" ADD CONSTRAINT "telegram_integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."telegram_link_requests" ADD CONSTRAINT "telegram_link_requests_family_id_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "identity"."families"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity"."telegram_link_requests" ADD CONSTRAINT "telegram_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "identity"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_user_channel_source_idx" ON "identity"."notification_deliveries" USING btree ("user_id","channel","source_key");--> statement-breakpoint
CREATE INDEX "notification_deliveries_due_idx" ON "identity"."notification_deliveries" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "notification_deliveries_family_id_idx" ON "identity"."notification_deliveries" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "notification_logs_user_id_id_idx" ON "identity"."notification_logs" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notification_logs_family_id_idx" ON "identity"."notification_logs" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "outbox_emails_family_id_idx" ON "identity"."outbox_emails" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "identity"."push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "telegram_link_requests_user_id_idx" ON "identity"."telegram_link_requests" USING btree ("user_id");