CREATE TABLE "resume_servings" (
	"id" text PRIMARY KEY NOT NULL,
	"resume_id" text NOT NULL,
	"version_id" text,
	"kind" text NOT NULL,
	"by_owner" boolean DEFAULT false NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resume_servings" ADD CONSTRAINT "resume_servings_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_servings" ADD CONSTRAINT "resume_servings_version_id_resume_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."resume_versions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resume_servings_resume_id_served_at_idx" ON "resume_servings" USING btree ("resume_id","served_at");--> statement-breakpoint
CREATE INDEX "resume_servings_version_id_idx" ON "resume_servings" USING btree ("version_id");