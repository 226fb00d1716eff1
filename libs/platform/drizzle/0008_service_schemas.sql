ALTER TABLE "apps" DROP CONSTRAINT "apps_spreadsheet_id_spreadsheets_id_fk";
--> statement-breakpoint
ALTER TABLE "boards" DROP CONSTRAINT "boards_spreadsheet_id_spreadsheets_id_fk";
--> statement-breakpoint
ALTER TABLE "google_connections" DROP CONSTRAINT "google_connections_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_row_writes" DROP CONSTRAINT "sheet_row_writes_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_rows" DROP CONSTRAINT "sheet_rows_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "sheet_write_leases" DROP CONSTRAINT "sheet_write_leases_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "sheets" DROP CONSTRAINT "sheets_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "spreadsheets" DROP CONSTRAINT "spreadsheets_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "tenancy_apps" ALTER COLUMN "saved_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "apps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_apps" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tenancy_apps" ALTER COLUMN "version" DROP DEFAULT;