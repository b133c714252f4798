DROP INDEX "videos_game_idx";--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ALTER COLUMN "iteration_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "competition_id" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "snapchat_app_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "path" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "size" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "original_media_id" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "cropping_position_percent" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "is_horizontal_crop" boolean;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "original_ratio" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "duration_seconds" double precision;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_original_media_id_media_id_fk" FOREIGN KEY ("original_media_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "videos_media_idx" ON "videos" USING btree ("media_id");--> statement-breakpoint
CREATE INDEX "videos_game_idx" ON "videos" USING btree ("game_id","network");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_content_check" CHECK ("media"."bytes" is not null or "media"."path" is not null);