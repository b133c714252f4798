-- The games list's search: trigram indexes (pg_trgm ships with Postgres and as a PGlite extension, loaded in db/index.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "games_last_cpm_idx" ON "games" USING btree ("last_cpm","id");--> statement-breakpoint
CREATE INDEX "games_last_d3_playtime_idx" ON "games" USING btree ("last_d3_playtime" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_d3_playtime_idx" ON "games" USING btree ("best_d3_playtime" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_search_idx" ON "games" USING gin (("name" || ' ' || coalesce("store_id", '') || ' ' || coalesce("bundle_id", '')) gin_trgm_ops);