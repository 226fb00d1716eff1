CREATE TABLE "owner_password_resets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_password_resets" ADD CONSTRAINT "owner_password_resets_account_id_owner_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."owner_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "owner_password_resets_token_hash_key" ON "owner_password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "owner_password_resets_account_idx" ON "owner_password_resets" USING btree ("account_id");