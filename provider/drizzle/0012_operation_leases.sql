CREATE TABLE "worker_leases" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"renewed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operations" ADD COLUMN "claimed_by" text;