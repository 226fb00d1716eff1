CREATE TABLE "template_purchases" (
	"workspace_id" text NOT NULL,
	"template_id" text NOT NULL,
	"checkout_id" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "template_purchases_workspace_id_template_id_pk" PRIMARY KEY("workspace_id","template_id")
);
--> statement-breakpoint
CREATE TABLE "billing_accounts" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"stripe_customer_id" text,
	"subscription_id" text,
	"subscription_status" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"kind" text NOT NULL,
	"template_id" text,
	"amount_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"workspace_id" text PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "checkouts_workspace_idx" ON "checkouts" USING btree ("workspace_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_accounts_stripe_key" ON "seller_accounts" USING btree ("stripe_account_id");--> statement-breakpoint
CREATE INDEX "stripe_events_created_idx" ON "stripe_events" USING btree ("created");--> statement-breakpoint
-- The plan moves to the billing service: paid workspaces keep it.
INSERT INTO "billing_accounts" ("workspace_id", "plan") SELECT "id", "plan" FROM "workspaces" WHERE "plan" <> 'free';--> statement-breakpoint
ALTER TABLE "workspaces" DROP COLUMN "plan";