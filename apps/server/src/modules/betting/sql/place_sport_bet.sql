-- A bet on a sport event's home, draw or away, in one round trip: the same steps and refusals as
-- place_race_bet, under a SHARED advisory lock on the event that its closing (sport_betting_barrier)
-- takes EXCLUSIVE. p_now is the server's clock (tests move it); its default keeps a call without it
-- working.
CREATE OR REPLACE FUNCTION place_sport_bet(
  p_bet_id uuid,
  p_user_id integer,
  p_event_id integer,
  p_selection text,
  p_stake_cents bigint,
  p_accepted_odds integer,
  p_max_payout_cents bigint,
  p_idempotency_key text,
  p_draw_label text,
  p_now timestamptz DEFAULT now()
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
  -- Player protection: a time-out, a self-exclusion or a limit refuses the bet, at the server's clock.
  SELECT g.outcome, g.detail INTO outcome, detail FROM player_protection_refusal(p_user_id, p_stake_cents, p_now) g;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, detail, NULL::numeric, NULL::numeric, NULL::numeric,
      NULL::float8, NULL::text, NULL::text, NULL::text, NULL::text, NULL::text;
    RETURN;
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
