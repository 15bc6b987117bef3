CREATE TABLE "email_change_cancellations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"restore_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_change_cancellations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "secrets" ADD COLUMN "pending_email_token" text;--> statement-breakpoint
ALTER TABLE "secrets" ADD COLUMN "email_change_code" text;--> statement-breakpoint
ALTER TABLE "secrets" ADD COLUMN "email_change_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "email_change_cancellations" ADD CONSTRAINT "email_change_cancellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_change_cancellations_user_id_idx" ON "email_change_cancellations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "secrets" ADD CONSTRAINT "secrets_pending_email_token_unique" UNIQUE("pending_email_token");