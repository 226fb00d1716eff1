CREATE TABLE "review_events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"request_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"app_id" text NOT NULL,
	"action" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_email" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"workspace_id" text NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"app_title" text NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"is_free" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"thumbnail_bg_color" text NOT NULL,
	"additional_images" jsonb NOT NULL,
	"submitted_by" text NOT NULL,
	"submitter_email" text NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_clones" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"template_id" text NOT NULL,
	"workspace_id" text NOT NULL,
	"requested_by" text NOT NULL,
	"status" text NOT NULL,
	"app_id" text NOT NULL,
	"app_name" text NOT NULL,
	"spreadsheet_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"subdomain" text NOT NULL,
	"workspace_id" text NOT NULL,
	"app_id" text NOT NULL,
	"request_id" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"is_free" boolean NOT NULL,
	"price_cents" integer NOT NULL,
	"thumbnail" text NOT NULL,
	"thumbnail_bg_color" text NOT NULL,
	"additional_images" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published_by" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"spreadsheet_id" text
);
--> statement-breakpoint
CREATE INDEX "review_events_request_idx" ON "review_events" USING btree ("request_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_app_key" ON "review_requests" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "review_requests_queue_idx" ON "review_requests" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "template_clones_workspace_idx" ON "template_clones" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_slug_key" ON "templates" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "templates_app_key" ON "templates" USING btree ("app_id");--> statement-breakpoint
CREATE INDEX "templates_published_idx" ON "templates" USING btree ("published_at");