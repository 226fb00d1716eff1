ALTER TABLE "outbox" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sheet_row_writes" ADD COLUMN "seq" bigserial NOT NULL;