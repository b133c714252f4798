CREATE TABLE "studio_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"field" text NOT NULL,
	"value" text
);
--> statement-breakpoint
CREATE TABLE "studio_stars" (
	"user_id" integer NOT NULL,
	"studio_id" integer NOT NULL,
	CONSTRAINT "studio_stars_user_id_studio_id_pk" PRIMARY KEY("user_id","studio_id")
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "knowledge_sharing_pm_status" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_cpi_3_months" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_cpi_previous" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_ctr_3_months" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_ctr_previous" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_day1_3_months" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_day1_previous" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_day7_3_months" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_day7_previous" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_playtime_3_months" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "games_playtime_previous" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "nb_prototypes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "nb_prototypes_6_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "nb_hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "last_iteration_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "stats_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "studio_history" ADD CONSTRAINT "studio_history_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_history" ADD CONSTRAINT "studio_history_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_stars" ADD CONSTRAINT "studio_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "studio_stars" ADD CONSTRAINT "studio_stars_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "studio_history_studio_idx" ON "studio_history" USING btree ("studio_id","at");--> statement-breakpoint
CREATE INDEX "studio_stars_studio_id_idx" ON "studio_stars" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "studios_games_cpi_3_months_idx" ON "studios" USING btree ("games_cpi_3_months","id");--> statement-breakpoint
CREATE INDEX "studios_games_ctr_3_months_idx" ON "studios" USING btree ("games_ctr_3_months","id");--> statement-breakpoint
CREATE INDEX "studios_games_day1_3_months_idx" ON "studios" USING btree ("games_day1_3_months","id");--> statement-breakpoint
CREATE INDEX "studios_games_day7_3_months_idx" ON "studios" USING btree ("games_day7_3_months","id");--> statement-breakpoint
CREATE INDEX "studios_games_playtime_3_months_idx" ON "studios" USING btree ("games_playtime_3_months","id");--> statement-breakpoint
CREATE INDEX "studios_nb_prototypes_idx" ON "studios" USING btree ("nb_prototypes","id");--> statement-breakpoint
CREATE INDEX "studios_nb_prototypes_6_months_idx" ON "studios" USING btree ("nb_prototypes_6_months","id");--> statement-breakpoint
CREATE INDEX "studios_nb_hits_idx" ON "studios" USING btree ("nb_hits","id");--> statement-breakpoint
CREATE INDEX "studios_last_iteration_date_idx" ON "studios" USING btree ("last_iteration_date","id");--> statement-breakpoint
CREATE INDEX "studios_created_at_idx" ON "studios" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "studios_name_idx" ON "studios" USING btree (lower("name"),"id");