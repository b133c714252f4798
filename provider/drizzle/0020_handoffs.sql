CREATE TABLE "game_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"iteration_number" integer NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_reviews_decision_check" CHECK ("game_reviews"."decision" in ('approved', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "recommendation_alerted" text;--> statement-breakpoint
ALTER TABLE "iterations" ADD COLUMN "end_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_reviews" ADD CONSTRAINT "game_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reviews_game_idx" ON "game_reviews" USING btree ("game_id","decided_at");