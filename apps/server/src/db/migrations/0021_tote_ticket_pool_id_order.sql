DROP INDEX "tote_tickets_pool_idx";--> statement-breakpoint
CREATE INDEX "tote_tickets_pool_idx" ON "tote_tickets" USING btree ("pool_id","id");