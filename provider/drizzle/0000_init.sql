CREATE TABLE "ad_network_daily_stats" (
	"iteration_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"network" text NOT NULL,
	"day" date NOT NULL,
	"impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"installs" integer NOT NULL,
	"spend" double precision NOT NULL,
	"new_users" integer NOT NULL,
	"retained_d1" integer,
	"retained_d7" integer,
	"retained_d14" integer,
	"playtime" double precision NOT NULL,
	"d3_playtime" double precision,
	"session_length" double precision NOT NULL,
	"males" integer NOT NULL,
	CONSTRAINT "ad_network_daily_stats_iteration_id_network_day_pk" PRIMARY KEY("iteration_id","network","day"),
	CONSTRAINT "ad_network_daily_stats_network_check" CHECK ("ad_network_daily_stats"."network" in ('facebook', 'snapchat'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"creator_id" integer,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"status" text NOT NULL,
	"substatus" text,
	"is_iterating" boolean DEFAULT false NOT NULL,
	"is_ctr" boolean DEFAULT false NOT NULL,
	"is_published_in_store" boolean DEFAULT false NOT NULL,
	"is_managed_by_provider" boolean DEFAULT true NOT NULL,
	"is_in_knowledge_sharing" boolean DEFAULT false NOT NULL,
	"is_hit" boolean DEFAULT false NOT NULL,
	"selected_ad_network_ids" integer[] DEFAULT '{1}' NOT NULL,
	"store_id" text,
	"bundle_id" text,
	"store_name" text,
	"icon_media_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_iteration_date" timestamp with time zone,
	"nb_iterations" integer DEFAULT 0 NOT NULL,
	"recommendation" text,
	"last_cpi" double precision,
	"last_cpnu" double precision,
	"last_ctr" double precision,
	"last_d1" double precision,
	"last_d7" double precision,
	"last_d14" double precision,
	"last_playtime" double precision,
	"last_d3_playtime" double precision,
	"last_session_length" double precision,
	"last_installs" integer,
	"last_new_users" integer,
	"last_spend" double precision,
	"last_cpm" double precision,
	"best_cpi" double precision,
	"best_cpnu" double precision,
	"best_ctr" double precision,
	"best_d1" double precision,
	"best_d7" double precision,
	"best_d14" double precision,
	"best_playtime" double precision,
	"best_d3_playtime" double precision,
	"data_updated_at" timestamp with time zone,
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('pending_sdk_integration', 'pending_review', 'pending_testing', 'in_testing', 'finished', 'archived')),
	CONSTRAINT "games_platform_check" CHECK ("games"."platform" in ('ios', 'android'))
);
--> statement-breakpoint
CREATE TABLE "iterations" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"iteration_number" integer NOT NULL,
	"iteration_start" timestamp with time zone NOT NULL,
	"iteration_end" timestamp with time zone NOT NULL,
	"campaign_duration" integer NOT NULL,
	"daily_budget" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"rotated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"impersonator_id" integer
);
--> statement-breakpoint
CREATE TABLE "studio_members" (
	"studio_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access_id" integer DEFAULT 4 NOT NULL,
	"user_role" text DEFAULT 'studio_developer' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "studio_members_studio_id_user_id_pk" PRIMARY KEY("studio_id","user_id"),
	CONSTRAINT "studio_members_access_id_check" CHECK ("studio_members"."access_id" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "studios" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"activity_state" text DEFAULT 'active' NOT NULL,
	"is_activity_state_forced" boolean DEFAULT false NOT NULL,
	"last_activity_date" timestamp with time zone,
	"team_status_id" integer,
	"pm_id" integer,
	"secondary_pm_id" integer,
	"deactivate_date" timestamp with time zone,
	"deactivate_reason" text,
	"is_churned" boolean DEFAULT false NOT NULL,
	"is_regretted_churn" boolean,
	"churn_reason" text,
	"knowledge_sharing_studio_status" boolean DEFAULT false NOT NULL,
	"ad_network_ids" integer[] DEFAULT '{1}' NOT NULL,
	CONSTRAINT "studios_slug_unique" UNIQUE("slug"),
	CONSTRAINT "studios_activity_state_check" CHECK ("studios"."activity_state" in ('active', 'inactive', 'churned'))
);
--> statement-breakpoint
CREATE TABLE "user_permissions" (
	"user_id" integer NOT NULL,
	"permission" text NOT NULL,
	CONSTRAINT "user_permissions_user_id_permission_pk" PRIMARY KEY("user_id","permission")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"profile" text DEFAULT '' NOT NULL,
	"user_type" text NOT NULL,
	"is_staff" boolean DEFAULT false NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"dark_mode" boolean DEFAULT false NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_user_type_check" CHECK ("users"."user_type" in ('studio', 'pm', 'cs'))
);
--> statement-breakpoint
ALTER TABLE "ad_network_daily_stats" ADD CONSTRAINT "ad_network_daily_stats_iteration_id_iterations_id_fk" FOREIGN KEY ("iteration_id") REFERENCES "public"."iterations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_network_daily_stats" ADD CONSTRAINT "ad_network_daily_stats_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_icon_media_id_media_id_fk" FOREIGN KEY ("icon_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iterations" ADD CONSTRAINT "iterations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_members" ADD CONSTRAINT "studio_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_pm_id_users_id_fk" FOREIGN KEY ("pm_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_secondary_pm_id_users_id_fk" FOREIGN KEY ("secondary_pm_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_network_daily_stats_game_idx" ON "ad_network_daily_stats" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_studio_id_idx" ON "games" USING btree ("studio_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_status_idx" ON "games" USING btree ("status");--> statement-breakpoint
CREATE INDEX "games_last_iteration_date_idx" ON "games" USING btree ("last_iteration_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_created_at_idx" ON "games" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "iterations_game_number_key" ON "iterations" USING btree ("game_id","iteration_number");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studio_members_user_id_idx" ON "studio_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "studios_pm_id_idx" ON "studios" USING btree ("pm_id");--> statement-breakpoint
CREATE INDEX "studios_secondary_pm_id_idx" ON "studios" USING btree ("secondary_pm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));