CREATE TABLE "knowledge_sharing_pins" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"pinned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "knowledge_sharing_pins_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "knowledge_sharing_since" timestamp with time zone;--> statement-breakpoint
-- Studios that opted in before the column existed: shared since they were created.
UPDATE "studios" SET "knowledge_sharing_since" = "created_at" WHERE "knowledge_sharing_studio_status";--> statement-breakpoint
ALTER TABLE "knowledge_sharing_pins" ADD CONSTRAINT "knowledge_sharing_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_sharing_pins" ADD CONSTRAINT "knowledge_sharing_pins_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_sharing_pins_game_id_idx" ON "knowledge_sharing_pins" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "is_in_knowledge_sharing";