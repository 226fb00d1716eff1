CREATE TABLE "client_errors" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"page" text NOT NULL,
	"trace_id" text,
	"context" text,
	"user_agent" text,
	"reported_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "client_errors_reported_at_idx" ON "client_errors" USING btree ("reported_at","id");