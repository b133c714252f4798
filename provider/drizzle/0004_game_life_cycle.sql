CREATE TABLE "analytics_slots" (
	"id" text PRIMARY KEY NOT NULL,
	"game_key" text NOT NULL,
	"secret_key" text NOT NULL,
	"url" text NOT NULL,
	"created_for_game_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"iteration_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"external_id" text,
	"error" text,
	"stopped_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "campaigns_iteration_id_network_pk" PRIMARY KEY("iteration_id","network"),
	CONSTRAINT "campaigns_network_check" CHECK ("campaigns"."network" in ('facebook', 'snapchat')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('creating', 'active', 'paused', 'stopped', 'campaign_creation_failed'))
);
--> statement-breakpoint
CREATE TABLE "changelogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"category" text NOT NULL,
	"details" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "changelogs_state_check" CHECK ("changelogs"."state" in ('pending', 'validated', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "game_feedbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"author_id" integer,
	"subject" text,
	"feedback" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_genres" (
	"game_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	CONSTRAINT "game_genres_game_id_genre_id_pk" PRIMARY KEY("game_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "game_tags" (
	"game_id" integer NOT NULL,
	"label" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_tags_game_id_label_pk" PRIMARY KEY("game_id","label"),
	CONSTRAINT "game_tags_category_check" CHECK ("game_tags"."category" in ('mechanic', 'theme', 'toy', 'other'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient_id" integer NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"related_content_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operations" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"action" text NOT NULL,
	"params" text NOT NULL,
	"status" text NOT NULL,
	"content" text NOT NULL,
	"error_code" text,
	"error_extra" text,
	"requested_by" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "operations_status_check" CHECK ("operations"."status" in ('pending', 'running', 'success', 'error', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"iteration_id" integer NOT NULL,
	"network" text NOT NULL,
	"file_name" text NOT NULL,
	"media_id" text,
	"weight" double precision NOT NULL,
	"appeal" double precision NOT NULL,
	"adult_content" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "videos_network_check" CHECK ("videos"."network" in ('facebook', 'snapchat'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "simulation" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "analytics_slot_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "linked_campaign_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "campaign_duration" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "facebook_access_granted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "daily_budget" text;--> statement-breakpoint
ALTER TABLE "analytics_slots" ADD CONSTRAINT "analytics_slots_created_for_game_id_games_id_fk" FOREIGN KEY ("created_for_game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_iteration_id_iterations_id_fk" FOREIGN KEY ("iteration_id") REFERENCES "public"."iterations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelogs" ADD CONSTRAINT "changelogs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changelogs" ADD CONSTRAINT "changelogs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_feedbacks" ADD CONSTRAINT "game_feedbacks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_feedbacks" ADD CONSTRAINT "game_feedbacks_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_genres" ADD CONSTRAINT "game_genres_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tags" ADD CONSTRAINT "game_tags_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operations" ADD CONSTRAINT "operations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_iteration_id_iterations_id_fk" FOREIGN KEY ("iteration_id") REFERENCES "public"."iterations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_game_idx" ON "campaigns" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "changelogs_game_idx" ON "changelogs" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_feedbacks_game_idx" ON "game_feedbacks" USING btree ("game_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_tags_label_idx" ON "game_tags" USING btree ("label");--> statement-breakpoint
CREATE INDEX "notifications_recipient_idx" ON "notifications" USING btree ("recipient_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "operations_ongoing_idx" ON "operations" USING btree ("game_id") WHERE "operations"."status" in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "operations_queue_idx" ON "operations" USING btree ("created_at") WHERE "operations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "operations_game_idx" ON "operations" USING btree ("game_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "videos_iteration_idx" ON "videos" USING btree ("iteration_id","network");--> statement-breakpoint
CREATE INDEX "videos_game_idx" ON "videos" USING btree ("game_id");