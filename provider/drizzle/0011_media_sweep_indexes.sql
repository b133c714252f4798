CREATE INDEX "games_icon_media_idx" ON "games" USING btree ("icon_media_id");--> statement-breakpoint
CREATE INDEX "videos_original_media_idx" ON "videos" USING btree ("original_media_id");