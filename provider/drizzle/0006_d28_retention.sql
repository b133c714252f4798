ALTER TABLE "ad_network_daily_stats" ADD COLUMN "retained_d28" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "last_d28" double precision;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "best_d28" double precision;