-- Ledger texts in the reader's language (issue 11): a row stores what its text says as a code and its
-- values (packages/contracts ledger-text.ts); `description` keeps the Spanish text for the statement and
-- the audit trail. The bet functions of 0004 write the code of the bet's row, signatures unchanged.
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_race_bet(
  p_bet_id uuid,
  p_user_id integer,
  p_race_id integer,
  p_entry_id integer,
  p_bet_type text,
  p_stake_cents bigint,
  p_accepted_odds integer,
  p_max_payout_cents bigint,
  p_idempotency_key text,
  p_description text,
  p_now timestamptz
) RETURNS TABLE (
  outcome text,
  detail text,
  new_balance numeric,
  odds numeric,
  potential_winnings numeric,
  placed_at_ms double precision,
  race_name text,
  race_status text,
  race_time_ms double precision,
  horse_name text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_target record;
  v_existing uuid;
  v_price integer;
  v_policy text;
  v_payout_cents bigint;
  v_stake numeric(12, 2) := p_stake_cents::numeric / 100;
  v_balance numeric(12, 2);
  v_placed timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310020, p_race_id);
  IF p_idempotency_key IS NOT NULL THEN
    SELECT b.id INTO v_existing FROM bets b WHERE b.user_id = p_user_id AND b.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replayed', v_existing::text, NULL::numeric, NULL::numeric, NULL::numeric,
        NULL::float8, NULL::text, NULL::text, NULL::float8, NULL::text;
      RETURN;
    END IF;
  END IF;

  SELECT e.race_id, e.scratched, coalesce(e.current_odds, e.morning_line_odds) AS win_odds,
         r.status::text AS status, r.scheduled_time, r.name AS race_name, h.name AS horse_name
    INTO v_target
    FROM race_entries e JOIN races r ON r.id = e.race_id JOIN horses h ON h.id = e.horse_id
   WHERE e.id = p_entry_id;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'entry_not_found', NULL::text, NULL::numeric, NULL::numeric, NULL::numeric,
      NULL::float8, NULL::text, NULL::text, NULL::float8, NULL::text;
    RETURN;
  END IF;
  outcome := CASE
    WHEN v_target.race_id <> p_race_id THEN 'entry_not_in_race'
    WHEN v_target.scratched THEN 'scratched'
    WHEN v_target.win_odds IS NULL THEN 'no_odds'
  END;
  IF outcome IS NULL THEN
    v_price := race_bet_price(p_bet_type, round(v_target.win_odds * 100)::integer);
    SELECT s.odds_change_policy INTO v_policy FROM user_settings s WHERE s.user_id = p_user_id;
    IF v_price <> p_accepted_odds
       AND NOT (v_policy = 'any' OR (v_policy = 'higher' AND v_price > p_accepted_odds)) THEN
      outcome := 'price_changed';
      detail := v_price::text;
    ELSE
      v_payout_cents := (p_stake_cents * v_price + 50) / 100;
      IF v_payout_cents > p_max_payout_cents THEN
        outcome := 'max_payout';
      ELSIF v_target.status <> 'scheduled' OR v_target.scheduled_time <= p_now THEN
        outcome := 'race_closed';
      END IF;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, detail, NULL::numeric, NULL::numeric, NULL::numeric,
      NULL::float8, NULL::text, NULL::text, NULL::float8, NULL::text;
    RETURN;
  END IF;

  UPDATE users u SET balance = u.balance - v_stake, updated_at = now()
   WHERE u.id = p_user_id AND u.balance - v_stake >= 0
  RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    SELECT u.balance INTO v_balance FROM users u WHERE u.id = p_user_id;
    RETURN QUERY SELECT 'insufficient_balance', coalesce(v_balance, 0)::text, NULL::numeric, NULL::numeric,
      NULL::numeric, NULL::float8, NULL::text, NULL::text, NULL::float8, NULL::text;
    RETURN;
  END IF;
  INSERT INTO bets (id, user_id, race_id, race_entry_id, bet_type, amount, odds, potential_winnings, idempotency_key)
  VALUES (p_bet_id, p_user_id, p_race_id, p_entry_id, p_bet_type, v_stake, v_price::numeric / 100,
          v_payout_cents::numeric / 100, p_idempotency_key)
  RETURNING bets.placed_at INTO v_placed;
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description,
                                    description_code, description_params, related_bet_id)
  VALUES (p_user_id, 'bet', -v_stake, v_balance + v_stake, v_balance, p_description || v_target.race_name,
          'race_bet', jsonb_build_object('betType', p_bet_type, 'race', v_target.race_name), p_bet_id);

  RETURN QUERY SELECT 'placed', NULL::text, v_balance, (v_price::numeric / 100)::numeric(8, 2),
    (v_payout_cents::numeric / 100)::numeric(12, 2), (extract(epoch FROM v_placed) * 1000)::float8,
    v_target.race_name::text, v_target.status, (extract(epoch FROM v_target.scheduled_time) * 1000)::float8, v_target.horse_name::text;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION place_sport_bet(
  p_bet_id uuid,
  p_user_id integer,
  p_event_id integer,
  p_selection text,
  p_stake_cents bigint,
  p_accepted_odds integer,
  p_max_payout_cents bigint,
  p_idempotency_key text,
  p_draw_label text
) RETURNS TABLE (
  outcome text,
  detail text,
  new_balance numeric,
  odds numeric,
  potential_winnings numeric,
  placed_at_ms double precision,
  team text,
  sport text,
  tournament text,
  home_team text,
  away_team text
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_event record;
  v_existing uuid;
  v_text text;
  v_price integer;
  v_policy text;
  v_team text;
  v_payout_cents bigint;
  v_stake numeric(12, 2) := p_stake_cents::numeric / 100;
  v_balance numeric(12, 2);
  v_placed timestamptz;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310021, p_event_id);
  IF p_idempotency_key IS NOT NULL THEN
    SELECT b.id INTO v_existing FROM bets b WHERE b.user_id = p_user_id AND b.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replayed', v_existing::text, NULL::numeric, NULL::numeric, NULL::numeric,
        NULL::float8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text;
      RETURN;
    END IF;
  END IF;

  SELECT e.* INTO v_event FROM sport_events e WHERE e.id = p_event_id;
  IF NOT FOUND THEN
    outcome := 'event_not_found';
  ELSIF v_event.status::text NOT IN ('scheduled', 'live') THEN
    outcome := 'event_closed';
  ELSE
    -- The same odds text as parseOddsHundredths accepts: up to six digits and two decimals, at least 1.01.
    v_text := btrim(v_event.odds ->> p_selection);
    IF v_text ~ '^\d{1,6}(\.\d{1,2})?$' THEN
      v_price := round(v_text::numeric * 100)::integer;
    END IF;
    IF v_price IS NULL OR v_price < 101 THEN
      outcome := 'no_odds';
    ELSE
      SELECT s.odds_change_policy INTO v_policy FROM user_settings s WHERE s.user_id = p_user_id;
      IF v_price <> p_accepted_odds
         AND NOT (v_policy = 'any' OR (v_policy = 'higher' AND v_price > p_accepted_odds)) THEN
        outcome := 'price_changed';
        detail := v_price::text;
      ELSE
        v_payout_cents := (p_stake_cents * v_price + 50) / 100;
        IF v_payout_cents > p_max_payout_cents THEN
          outcome := 'max_payout';
        END IF;
      END IF;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, detail, NULL::numeric, NULL::numeric, NULL::numeric,
      NULL::float8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;

  v_team := CASE p_selection WHEN 'home' THEN v_event.home_team WHEN 'away' THEN v_event.away_team ELSE p_draw_label END;
  UPDATE users u SET balance = u.balance - v_stake, updated_at = now()
   WHERE u.id = p_user_id AND u.balance - v_stake >= 0
  RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    SELECT u.balance INTO v_balance FROM users u WHERE u.id = p_user_id;
    RETURN QUERY SELECT 'insufficient_balance', coalesce(v_balance, 0)::text, NULL::numeric, NULL::numeric,
      NULL::numeric, NULL::float8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text;
    RETURN;
  END IF;
  INSERT INTO bets (id, user_id, sport_event_id, sport_bet_type, bet_type, sport_team, sport, tournament,
                    home_team, away_team, event_scheduled_time, amount, odds, potential_winnings, idempotency_key)
  VALUES (p_bet_id, p_user_id, p_event_id, p_selection::sport_bet_type, p_selection, v_team, v_event.sport,
          v_event.tournament, v_event.home_team, v_event.away_team, v_event.scheduled_time, v_stake,
          v_price::numeric / 100, v_payout_cents::numeric / 100, p_idempotency_key)
  RETURNING bets.placed_at INTO v_placed;
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description,
                                    description_code, description_params, related_bet_id)
  VALUES (p_user_id, 'bet', -v_stake, v_balance + v_stake, v_balance,
          'Apuesta ' || v_team || ' — ' || v_event.home_team || ' vs ' || v_event.away_team,
          'sport_bet', jsonb_build_object('selection', p_selection, 'team', v_team,
                                          'homeTeam', v_event.home_team, 'awayTeam', v_event.away_team), p_bet_id);

  RETURN QUERY SELECT 'placed', NULL::text, v_balance, (v_price::numeric / 100)::numeric(8, 2),
    (v_payout_cents::numeric / 100)::numeric(12, 2), (extract(epoch FROM v_placed) * 1000)::float8, v_team, v_event.sport::text,
    v_event.tournament::text, v_event.home_team::text, v_event.away_team::text;
END $$;
