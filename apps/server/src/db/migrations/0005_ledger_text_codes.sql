-- Ledger texts in the reader's language: a row stores what its text says as a code and its
-- values (packages/contracts ledger-text.ts); `description` keeps the Spanish text for the statement and
-- the audit trail. The bet functions (modules/betting/sql) write the code of the bet's row.
ALTER TABLE "balance_transactions" ADD COLUMN "description_code" text;--> statement-breakpoint
ALTER TABLE "balance_transactions" ADD COLUMN "description_params" jsonb;
--> statement-breakpoint
-- Rows written before the codes: name what they said from the bets they belong to, so every reader
-- sees them in their language too. A row whose text cannot be told keeps its Spanish description.
UPDATE balance_transactions t SET description_code = 'race_bet',
  description_params = jsonb_build_object('betType', b.bet_type, 'race', r.name)
FROM bets b JOIN races r ON r.id = b.race_id
WHERE t.description_code IS NULL AND t.type = 'bet' AND b.id = t.related_bet_id;
--> statement-breakpoint
UPDATE balance_transactions t SET
  description_code = CASE t.type WHEN 'winnings' THEN 'race_winnings' ELSE 'race_refund' END,
  description_params = jsonb_build_object('horse', h.name, 'race', r.name)
FROM bets b JOIN races r ON r.id = b.race_id JOIN race_entries e ON e.id = b.race_entry_id JOIN horses h ON h.id = e.horse_id
WHERE t.description_code IS NULL AND t.type IN ('winnings', 'refund') AND b.id = t.related_bet_id;
--> statement-breakpoint
UPDATE balance_transactions t SET
  description_code = CASE t.type WHEN 'bet' THEN 'sport_bet' WHEN 'winnings' THEN 'sport_winnings' ELSE 'sport_refund' END,
  description_params = jsonb_build_object('selection', b.sport_bet_type::text, 'team', b.sport_team,
                                          'homeTeam', b.home_team, 'awayTeam', b.away_team)
FROM bets b
WHERE t.description_code IS NULL AND t.type IN ('bet', 'winnings', 'refund') AND b.id = t.related_bet_id
  AND b.sport_event_id IS NOT NULL AND b.sport_bet_type IS NOT NULL;
--> statement-breakpoint
UPDATE balance_transactions SET description_code = 'demo_opening_balance', description_params = '{}'::jsonb
WHERE description_code IS NULL AND description = 'Saldo inicial de demostración';
--> statement-breakpoint
UPDATE balance_transactions SET description_code = 'opening_balance', description_params = '{}'::jsonb
WHERE description_code IS NULL AND type = 'admin_adjustment' AND description = 'Saldo inicial';
--> statement-breakpoint
UPDATE balance_transactions SET description_code = 'balance_adjustment',
  description_params = CASE
    WHEN description ~ '^Ajuste de saldo \((add|subtract|set)\)$'
      THEN jsonb_build_object('kind', substring(description FROM '\((add|subtract|set)\)'))
    ELSE jsonb_build_object('reason', coalesce(description, ''))
  END
WHERE description_code IS NULL AND type = 'admin_adjustment';
