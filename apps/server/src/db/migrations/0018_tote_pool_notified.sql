ALTER TABLE "tote_pools" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
-- Pools settled before this column told their owners inside their settlement.
UPDATE "tote_pools" SET "notified_at" = "settled_at" WHERE "settled_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tote_pools_open_idx" ON "tote_pools" USING btree ("race_id") WHERE "tote_pools"."status" = 'open';--> statement-breakpoint
CREATE INDEX "tote_pools_to_notify_idx" ON "tote_pools" USING btree ("id") WHERE "tote_pools"."settled_at" is not null and "tote_pools"."notified_at" is null;