CREATE TABLE "sheet_write_leases" (
	"workspace_id" text NOT NULL,
	"spreadsheet_id" text NOT NULL,
	"sheet_title" text NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "sheet_write_leases_spreadsheet_id_sheet_title_pk" PRIMARY KEY("spreadsheet_id","sheet_title")
);
--> statement-breakpoint
ALTER TABLE "sheet_write_leases" ADD CONSTRAINT "sheet_write_leases_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "spreadsheets_workspace_google_key" ON "spreadsheets" USING btree ("workspace_id","google_spreadsheet_id");