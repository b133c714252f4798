CREATE TABLE "list_preferences" (
	"user_id" integer NOT NULL,
	"list" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "list_preferences_user_id_list_pk" PRIMARY KEY("user_id","list")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"slug" text,
	"creator_id" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ui_views_list_check" CHECK ("ui_views"."list" in ('games', 'studios'))
);
--> statement-breakpoint
ALTER TABLE "ad_network_daily_stats" ADD COLUMN "d3_revenue" double precision;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "last_d3_roas" double precision;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "best_d3_roas" double precision;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "list_preferences" ADD CONSTRAINT "list_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ui_views" ADD CONSTRAINT "ui_views_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "projects_studio_id_idx" ON "projects" USING btree ("studio_id");--> statement-breakpoint
CREATE INDEX "ui_views_list_idx" ON "ui_views" USING btree ("list","creator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ui_views_slug_key" ON "ui_views" USING btree ("list","slug");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_project_id_idx" ON "games" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "games_last_cpi_idx" ON "games" USING btree ("last_cpi","id");--> statement-breakpoint
CREATE INDEX "games_best_cpi_idx" ON "games" USING btree ("best_cpi","id");--> statement-breakpoint
CREATE INDEX "games_last_cpnu_idx" ON "games" USING btree ("last_cpnu","id");--> statement-breakpoint
CREATE INDEX "games_best_cpnu_idx" ON "games" USING btree ("best_cpnu","id");--> statement-breakpoint
CREATE INDEX "games_last_d1_idx" ON "games" USING btree ("last_d1" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_d1_idx" ON "games" USING btree ("best_d1" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_last_d7_idx" ON "games" USING btree ("last_d7" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_d7_idx" ON "games" USING btree ("best_d7" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_last_d14_idx" ON "games" USING btree ("last_d14" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_d14_idx" ON "games" USING btree ("best_d14" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_last_playtime_idx" ON "games" USING btree ("last_playtime" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_playtime_idx" ON "games" USING btree ("best_playtime" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_last_d3_roas_idx" ON "games" USING btree ("last_d3_roas" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "games_best_d3_roas_idx" ON "games" USING btree ("best_d3_roas" DESC NULLS LAST,"id" DESC NULLS LAST);