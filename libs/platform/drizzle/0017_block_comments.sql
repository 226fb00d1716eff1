CREATE TABLE "block_comments" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"workspace_id" text NOT NULL,
	"block_id" text NOT NULL,
	"item" text NOT NULL,
	"author_name" text NOT NULL,
	"author_kind" text NOT NULL,
	"author_account_id" text,
	"author_app_user_id" text,
	"body" text NOT NULL,
	"sequence" bigserial NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "block_comments_item_idx" ON "block_comments" USING btree ("workspace_id","block_id","item","sequence");