-- The tote (pari-mutuel pools): a race's pools with the rules each opened with and, once settled, its
-- dividends and accounting; players' tickets; the ledger row of a ticket names it (debited once,
-- credited once); races created by staff (own races) name who created them; a runner's scratch time.
CREATE TABLE "tote_pools" (
	"id" serial PRIMARY KEY NOT NULL,
	"race_id" integer NOT NULL,
	"pool" varchar(20) NOT NULL,
	"second_race_id" integer,
	"rules" jsonb NOT NULL,
	"minimum_stake" numeric(12, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"total" numeric(12, 2),
	"refunds" numeric(12, 2),
	"takeout" numeric(12, 2),
	"breakage" numeric(12, 2),
	"paid" numeric(12, 2),
	"minus_pool_cost" numeric(12, 2),
	"dividends" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tote_pools_pool_check" CHECK (pool in ('win', 'place', 'show', 'exacta', 'quinella', 'trifecta', 'superfecta', 'daily_double')),
	CONSTRAINT "tote_pools_status_check" CHECK ("tote_pools"."status" in ('open', 'final', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "tote_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"pool_id" integer NOT NULL,
	"race_id" integer NOT NULL,
	"pool" varchar(20) NOT NULL,
	"selections" jsonb NOT NULL,
	"box" boolean DEFAULT false NOT NULL,
	"combinations" integer NOT NULL,
	"unit_stake" numeric(12, 2) NOT NULL,
	"cost" numeric(12, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"paid" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"refunded" numeric(12, 2) DEFAULT '0.00' NOT NULL,
	"idempotency_key" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "tote_tickets_status_check" CHECK ("tote_tickets"."status" in ('pending', 'won', 'lost', 'refunded')),
	CONSTRAINT "tote_tickets_cost_check" CHECK ("tote_tickets"."cost" > 0 and "tote_tickets"."combinations" > 0)
);
--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD COLUMN "related_tote_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "race_entries" ADD COLUMN "scratched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "tote_pools" ADD CONSTRAINT "tote_pools_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_pools" ADD CONSTRAINT "tote_pools_second_race_id_races_id_fk" FOREIGN KEY ("second_race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_tickets" ADD CONSTRAINT "tote_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_tickets" ADD CONSTRAINT "tote_tickets_pool_id_tote_pools_id_fk" FOREIGN KEY ("pool_id") REFERENCES "public"."tote_pools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tote_tickets" ADD CONSTRAINT "tote_tickets_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tote_pools_race_pool_key" ON "tote_pools" USING btree ("race_id","pool");--> statement-breakpoint
CREATE INDEX "tote_pools_second_race_idx" ON "tote_pools" USING btree ("second_race_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tote_tickets_user_idempotency_key" ON "tote_tickets" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tote_tickets_pool_idx" ON "tote_tickets" USING btree ("pool_id");--> statement-breakpoint
CREATE INDEX "tote_tickets_user_placed_idx" ON "tote_tickets" USING btree ("user_id","placed_at");--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD CONSTRAINT "balance_transactions_related_tote_ticket_id_tote_tickets_id_fk" FOREIGN KEY ("related_tote_ticket_id") REFERENCES "public"."tote_tickets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_tote_debit_once" ON "balance_transactions" USING btree ("related_tote_ticket_id") WHERE "balance_transactions"."type" = 'bet';--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_tote_credit_once" ON "balance_transactions" USING btree ("related_tote_ticket_id") WHERE "balance_transactions"."type" in ('winnings', 'refund');--> statement-breakpoint
-- Settlement rewrites every ticket of a pool once (its status and what it paid): room on each page lets
-- those updates stay on the page without touching the indexes.
ALTER TABLE "tote_tickets" SET (fillfactor = 60);
--> statement-breakpoint
-- Whoever withdraws a runner (staff, the simulator, a data source), the moment is kept: a daily double
-- pays a consolation on a second-leg runner withdrawn after the double closed.
CREATE FUNCTION race_entry_scratched_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.scratched AND (TG_OP = 'INSERT' OR NOT OLD.scratched) THEN
    NEW.scratched_at := coalesce(NEW.scratched_at, now());
  ELSIF NOT NEW.scratched THEN
    NEW.scratched_at := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER race_entries_scratched_at BEFORE INSERT OR UPDATE OF scratched ON race_entries
  FOR EACH ROW EXECUTE FUNCTION race_entry_scratched_at();