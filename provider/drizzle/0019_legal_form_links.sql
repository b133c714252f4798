CREATE TABLE "legal_form_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"studio_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contract_suffix" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"legal_form_id" integer
);
--> statement-breakpoint
ALTER TABLE "legal_form_links" ADD CONSTRAINT "legal_form_links_studio_id_studios_id_fk" FOREIGN KEY ("studio_id") REFERENCES "public"."studios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_form_links" ADD CONSTRAINT "legal_form_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_form_links" ADD CONSTRAINT "legal_form_links_legal_form_id_legal_forms_id_fk" FOREIGN KEY ("legal_form_id") REFERENCES "public"."legal_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "legal_form_links_token_hash_key" ON "legal_form_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "legal_form_links_studio_id_idx" ON "legal_form_links" USING btree ("studio_id");