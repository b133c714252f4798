ALTER TABLE "videos" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_review_status_check" CHECK ("videos"."review_status" in ('pending', 'accepted', 'rejected'));