CREATE TABLE "tenancy_apps" (
	"app_id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"previous_names" text[] DEFAULT '{}' NOT NULL,
	"spreadsheet_id" text,
	"saved_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_domains" DROP CONSTRAINT "app_domains_workspace_id_workspaces_id_fk";
--> statement-breakpoint
ALTER TABLE "app_domains" DROP CONSTRAINT "app_domains_app_id_apps_id_fk";
--> statement-breakpoint
CREATE INDEX "tenancy_apps_spreadsheet_idx" ON "tenancy_apps" USING btree ("workspace_id","spreadsheet_id");--> statement-breakpoint
-- The read model starts from the apps as they are: their names, old names and spreadsheets.
INSERT INTO "tenancy_apps" ("app_id", "workspace_id", "name", "previous_names", "spreadsheet_id", "saved_at")
SELECT "apps"."id", "apps"."workspace_id", "apps"."name",
	COALESCE((SELECT array_agg("app_name_aliases"."name" ORDER BY "app_name_aliases"."name") FROM "app_name_aliases" WHERE "app_name_aliases"."app_id" = "apps"."id"), '{}'),
	"apps"."spreadsheet_id", now()
FROM "apps";
