CREATE TABLE "media_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"uploaded_by" text NOT NULL,
	"field" text NOT NULL,
	"status" text NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"uploaded_bytes" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stored_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "media_objects_workspace_idx" ON "media_objects" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "media_objects_pending_idx" ON "media_objects" USING btree ("status","created_at");