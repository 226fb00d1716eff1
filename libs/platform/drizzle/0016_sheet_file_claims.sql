ALTER TABLE "media_objects" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "media_objects_unclaimed_idx" ON "media_objects" USING btree ("claimed_at","created_at");--> statement-breakpoint
-- Files stored before claims existed are kept: every existing object counts as claimed.
UPDATE "media_objects" SET "claimed_at" = "created_at";
