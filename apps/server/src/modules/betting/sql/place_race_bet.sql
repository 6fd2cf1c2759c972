-- A win, place or show bet on a runner in one round trip: reads the price, the race, the player's
-- odds-change policy, their protection limits and the balance inside the transaction that takes the bet,
-- and writes the bet, the debit and its ledger row, or writes nothing and says why. A business refusal is
-- an `outcome` code, not an error; a second bet with the same Idempotency-Key loses on the unique index
-- (23505). The bettor holds a SHARED advisory lock on the race, so the off or a scratch (which take the
-- EXCLUSIVE one, race_betting_barrier) waits for the bets in flight, and each statement's new snapshot
-- sees what committed before the lock was granted. A bet whose payout, credited to the balance it
-- leaves, would pass what numeric(12,2) holds is refused ('balance_too_large'): settlement could not pay
-- it. Place and show are priced by race_bet_price.
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
  -- Player protection: a time-out, a self-exclusion or a limit refuses the bet.
  SELECT g.outcome, g.detail INTO outcome, detail FROM player_protection_refusal(p_user_id, p_stake_cents, p_now) g;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, detail, NULL::numeric, NULL::numeric, NULL::numeric,
      NULL::float8, NULL::text, NULL::text, NULL::float8, NULL::text;
    RETURN;
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

  -- The payout is credited to this balance if the bet wins: both must stay within numeric(12,2). Judged
  -- in the debit itself, under the player's row lock, so no credit can slip in between.
  UPDATE users u SET balance = u.balance - v_stake, updated_at = now()
   WHERE u.id = p_user_id AND u.balance - v_stake >= 0
     AND u.balance - v_stake + v_payout_cents::numeric / 100 <= 9999999999.99
  RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    SELECT u.balance INTO v_balance FROM users u WHERE u.id = p_user_id;
    RETURN QUERY SELECT CASE WHEN v_balance - v_stake >= 0 THEN 'balance_too_large' ELSE 'insufficient_balance' END,
      coalesce(v_balance, 0)::text, NULL::numeric, NULL::numeric,
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
