-- Bet placement in one round trip (issue 10, docs/decisions/013-bet-in-one-round-trip.md).
--
-- place_race_bet / place_sport_bet read the price, the race or event, the player's odds-change policy
-- and the balance inside the transaction that takes the bet, and write the bet, the debit and its
-- ledger row, or write nothing and say why. Business refusals are an `outcome` code, not an error;
-- a second bet with the same Idempotency-Key loses on the unique index (23505) like before.
--
-- The off, a scratch and an event closing wait for the bets in flight, and a bet that starts after
-- them sees them: bettors take a SHARED advisory lock on their race or event (many at once, no row
-- lock on the race every bettor touches, no MultiXacts), and a trigger on whatever changes a race's
-- or event's status, or scratches a runner, takes the EXCLUSIVE one. Each PL/pgSQL statement takes a
-- new snapshot, so the reads after the lock see what committed before it was granted.
--
-- Place and show are priced from the win odds by the rule of packages/contracts `priceRaceBet`
-- (docs/decisions/005-place-show-pricing.md); bet-in-one-round-trip.test.ts checks both give the same
-- price for every win price from 1.01 to 1000.00.

CREATE OR REPLACE FUNCTION race_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310020, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER races_betting_barrier BEFORE UPDATE OF status, scheduled_time ON races FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_time IS DISTINCT FROM NEW.scheduled_time)
  EXECUTE FUNCTION race_betting_barrier();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION runner_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310020, NEW.race_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER race_entries_betting_barrier BEFORE UPDATE OF scratched ON race_entries FOR EACH ROW
  WHEN (NEW.scratched AND NOT OLD.scratched)
  EXECUTE FUNCTION runner_betting_barrier();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sport_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310021, NEW.id);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER sport_events_betting_barrier BEFORE UPDATE OF status ON sport_events FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION sport_betting_barrier();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION race_bet_price(p_bet_type text, p_win_odds integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_bet_type
    WHEN 'win' THEN p_win_odds
    ELSE greatest(101, 100 + round((p_win_odds - 100)::numeric / CASE p_bet_type WHEN 'place' THEN 3 ELSE 5 END)::integer)
  END
$$;
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
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description, related_bet_id)
  VALUES (p_user_id, 'bet', -v_stake, v_balance + v_stake, v_balance, p_description || v_target.race_name, p_bet_id);

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
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description, related_bet_id)
  VALUES (p_user_id, 'bet', -v_stake, v_balance + v_stake, v_balance,
          'Apuesta ' || v_team || ' — ' || v_event.home_team || ' vs ' || v_event.away_team, p_bet_id);

  RETURN QUERY SELECT 'placed', NULL::text, v_balance, (v_price::numeric / 100)::numeric(8, 2),
    (v_payout_cents::numeric / 100)::numeric(12, 2), (extract(epoch FROM v_placed) * 1000)::float8, v_team, v_event.sport::text,
    v_event.tournament::text, v_event.home_team::text, v_event.away_team::text;
END $$;
