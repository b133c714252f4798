ALTER TABLE "ad_network_daily_stats" ADD COLUMN "playtime_sd" double precision;--> statement-breakpoint
ALTER TABLE "ad_network_daily_stats" ADD COLUMN "session_length_sd" double precision;