-- A ticket's pool and race under one foreign key (the pool, of that race) instead of one key each: one
-- check per ticket instead of two, and a ticket can no longer name one race's pool and another race.
CREATE UNIQUE INDEX "tote_pools_id_race_key" ON "tote_pools" USING btree ("id","race_id");--> statement-breakpoint
ALTER TABLE "tote_tickets" DROP CONSTRAINT "tote_tickets_pool_id_tote_pools_id_fk";--> statement-breakpoint
ALTER TABLE "tote_tickets" DROP CONSTRAINT "tote_tickets_race_id_races_id_fk";--> statement-breakpoint
ALTER TABLE "tote_tickets" ADD CONSTRAINT "tote_tickets_pool_race_fk" FOREIGN KEY ("pool_id","race_id") REFERENCES "public"."tote_pools"("id","race_id") ON DELETE no action ON UPDATE no action;
