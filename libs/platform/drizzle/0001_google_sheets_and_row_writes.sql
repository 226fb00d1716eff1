CREATE TABLE "google_connections" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"project_id" text NOT NULL,
	"secret" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sheet_row_writes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"workspace_id" text NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"sheet_title" text NOT NULL,
	"row_id" text NOT NULL,
	"kind" text NOT NULL,
	"values" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp (3) with time zone
);
--> statement-breakpoint
ALTER TABLE "spreadsheets" ADD COLUMN "google_spreadsheet_id" text;--> statement-breakpoint
ALTER TABLE "spreadsheets" ADD COLUMN "google_connection_id" text;--> statement-breakpoint
ALTER TABLE "google_connections" ADD CONSTRAINT "google_connections_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_row_writes" ADD CONSTRAINT "sheet_row_writes_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_row_writes" ADD CONSTRAINT "sheet_row_writes_spreadsheet_id_spreadsheets_id_fk" FOREIGN KEY ("spreadsheet_id") REFERENCES "public"."spreadsheets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_connections_workspace_idx" ON "google_connections" USING btree ("workspace_id");--> statement-breakpoint
CREATE INDEX "sheet_row_writes_sheet_idx" ON "sheet_row_writes" USING btree ("spreadsheet_id","sheet_title","status");--> statement-breakpoint
CREATE INDEX "sheet_row_writes_pending_idx" ON "sheet_row_writes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "spreadsheets" ADD CONSTRAINT "spreadsheets_google_connection_id_google_connections_id_fk" FOREIGN KEY ("google_connection_id") REFERENCES "public"."google_connections"("id") ON DELETE set null ON UPDATE no action;