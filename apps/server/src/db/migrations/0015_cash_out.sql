-- Cash out: a pending bet closed early by its owner. A bet keeps the part of its stake cashed out and
-- what it was paid (settlement decides only the rest); each cash out is a row of its own, with the
-- player's Idempotency-Key, and credits a `cash_out` ledger row.
ALTER TYPE "public"."bet_status" ADD VALUE 'cashed_out';--> statement-breakpoint
ALTER TYPE "public"."balance_transaction_type" ADD VALUE 'cash_out';--> statement-breakpoint
CREATE TABLE "cash_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bet_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"stake" numeric(12, 2) NOT NULL,
	"odds" numeric(8, 2) NOT NULL,
	"value" numeric(12, 2) NOT NULL,
	"idempotency_key" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_outs_stake_positive" CHECK ("cash_outs"."stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cash_out_stake" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "bets" ADD COLUMN "cash_out_value" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_bet_id_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."bets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_outs" ADD CONSTRAINT "cash_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cash_outs_user_idempotency_key" ON "cash_outs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "cash_outs_bet_idx" ON "cash_outs" USING btree ("bet_id");--> statement-breakpoint
ALTER TABLE "bets" ADD CONSTRAINT "bets_cash_out_within_stake" CHECK ("bets"."cash_out_stake" >= 0 and "bets"."cash_out_stake" <= "bets"."amount");