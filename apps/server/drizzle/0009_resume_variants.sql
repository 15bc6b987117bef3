ALTER TABLE "resumes" ADD COLUMN "master_id" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "differences" jsonb;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "resumes" ADD CONSTRAINT "resumes_master_id_resumes_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."resumes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resumes_master_id_idx" ON "resumes" USING btree ("master_id");