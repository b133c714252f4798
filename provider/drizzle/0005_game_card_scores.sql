CREATE TABLE "game_ratings" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"execution" integer NOT NULL,
	"balancing" integer NOT NULL,
	"art_efficiency" integer NOT NULL,
	"progression" integer NOT NULL,
	"idea" integer NOT NULL,
	"newness" integer NOT NULL,
	"system_one" integer NOT NULL,
	"depth" integer NOT NULL,
	"rated_by" integer,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_ratings_range_check" CHECK ("game_ratings"."execution" between 0 and 5 and "game_ratings"."balancing" between 0 and 5 and "game_ratings"."art_efficiency" between 0 and 5 and "game_ratings"."progression" between 0 and 5 and "game_ratings"."idea" between 0 and 5 and "game_ratings"."newness" between 0 and 5 and "game_ratings"."system_one" between 0 and 5 and "game_ratings"."depth" between 0 and 5)
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "ad_account_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_facebook" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "score_snapchat" integer;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_ratings" ADD CONSTRAINT "game_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;