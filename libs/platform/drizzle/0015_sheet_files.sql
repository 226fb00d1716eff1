ALTER TABLE "media_objects" ALTER COLUMN "uploaded_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ALTER COLUMN "width" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_objects" ALTER COLUMN "height" DROP NOT NULL;