CREATE TABLE "legal_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"deal_id" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contract_suffix" text,
	"answers" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "studios" ADD COLUMN "deal_id" text;--> statement-breakpoint
ALTER TABLE "legal_forms" ADD CONSTRAINT "legal_forms_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_forms_studio_idx" ON "legal_forms" USING btree ("studio_id","created_at");--> statement-breakpoint
ALTER TABLE "studios" ADD CONSTRAINT "studios_deal_id_unique" UNIQUE("deal_id");