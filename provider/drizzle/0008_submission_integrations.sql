CREATE TABLE "facebook_apps" (
	"app_id" text PRIMARY KEY NOT NULL,
	"decryption_key" text,
	"registered_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sdk_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sdk_events_kind_check" CHECK ("sdk_events"."kind" in ('analytics', 'attribution'))
);
--> statement-breakpoint
CREATE TABLE "store_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"store_id" text,
	"bundle_id" text NOT NULL,
	"name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "store_apps_platform_check" CHECK ("store_apps"."platform" in ('ios', 'android'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "facebook_app_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "facebook_decryption_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "adjust_app_token" text;--> statement-breakpoint
ALTER TABLE "sdk_events" ADD CONSTRAINT "sdk_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sdk_events_game_id_idx" ON "sdk_events" USING btree ("game_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "store_apps_platform_bundle_id_idx" ON "store_apps" USING btree ("platform","bundle_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_apps_platform_store_id_idx" ON "store_apps" USING btree ("platform","store_id");