-- A cash out in one round trip: the player's bet, or `p_part_cents` of what is left of its stake, closed
-- for the value they accepted, or nothing written and the reason said. It holds the race's (or event's)
-- advisory lock SHARED, as a bet does, so the off, a scratch, a cancellation and the settlement (which
-- take it EXCLUSIVE) wait for it and then find the bet as it left it; and the bet's row lock, so a second
-- cash out of it waits and then finds it closed. The value is computed again from the prices read there
-- by the contracts' rule (cash_out_value_cents; race_bet_price for place and show); a value other than
-- the one accepted changes nothing ('CASH_OUT_CHANGED', the value now in `detail`). Then the credit and
-- its `cash_out` ledger row as the wallet writes them, the bet, the cash_outs row and the bell's
-- notification. A refusal is an `outcome` (the error code for those the player reads); a second cash out
-- with the same Idempotency-Key is 'replayed', or loses on the unique index (23505) when both ran at once.
-- The settings (on/off, margin) come from the caller's cache, as a quote reads them.
CREATE OR REPLACE FUNCTION cash_out_bet(
  p_bet_id uuid,
  p_user_id integer,
  p_value_cents bigint,
  p_part_cents bigint,
  p_idempotency_key text,
  p_enabled boolean,
  p_margin_basis_points integer,
  p_now timestamptz
) RETURNS TABLE (
  outcome text,
  detail text,
  new_balance numeric,
  paid_value numeric,
  paid_stake numeric,
  bet_status text,
  bet_type text,
  amount numeric,
  odds numeric,
  potential_winnings numeric,
  actual_winnings numeric,
  cash_out_stake numeric,
  cash_out_value numeric,
  placed_at_ms double precision,
  settled_at_ms double precision,
  race_id integer,
  race_entry_id integer,
  sport_event_id integer,
  sport_bet_type text,
  sport_team text,
  sport text,
  tournament text,
  home_team text,
  away_team text,
  event_time_ms double precision,
  idempotency_key text,
  race_name text,
  race_status text,
  race_time_ms double precision,
  finish_position integer,
  horse_name text,
  notification_id integer,
  notification_at_ms double precision,
  notification_hidden boolean
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_target record;
  v_bet record;
  v_remaining bigint;
  v_part bigint;
  v_taken integer;
  v_current integer;
  v_text text;
  v_value bigint;
  v_credit numeric(12, 2);
  v_balance numeric(12, 2);
  v_code text;
  v_params jsonb;
  v_description text;
BEGIN
  IF p_idempotency_key IS NOT NULL AND EXISTS (
    SELECT 1 FROM cash_outs c WHERE c.user_id = p_user_id AND c.idempotency_key = p_idempotency_key
  ) THEN
    outcome := 'replayed';
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT b.race_id, b.sport_event_id INTO v_target FROM bets b WHERE b.id = p_bet_id AND b.user_id = p_user_id;
  IF NOT FOUND THEN
    outcome := 'not_found';
    RETURN NEXT;
    RETURN;
  END IF;
  IF v_target.race_id IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock_shared(7310020, v_target.race_id);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(7310021, v_target.sport_event_id);
  END IF;

  -- The bet with the price a new bet on its selection would take now (a runner's current odds, else its
  -- morning line; a sport outcome's current odds), as findCashOutRows reads it for a quote.
  SELECT b.*, b.status::text AS status_text, b.sport_bet_type::text AS selection,
         r.name AS r_name, r.status::text AS r_status, r.scheduled_time AS r_time,
         coalesce(e.scratched, false) AS e_scratched, coalesce(e.current_odds, e.morning_line_odds) AS win_odds,
         e.finish_position AS e_finish, h.name AS h_name,
         se.status::text AS se_status, se.odds ->> b.sport_bet_type::text AS se_odds
    INTO v_bet
    FROM bets b
    LEFT JOIN races r ON r.id = b.race_id
    LEFT JOIN race_entries e ON e.id = b.race_entry_id
    LEFT JOIN horses h ON h.id = e.horse_id
    LEFT JOIN sport_events se ON se.id = b.sport_event_id
   WHERE b.id = p_bet_id
     FOR UPDATE OF b;

  v_remaining := round((v_bet.amount - v_bet.cash_out_stake) * 100)::bigint;
  -- A part larger than what is left of a pending bet is bad input, not a refusal.
  IF v_bet.status_text = 'pending' AND p_part_cents > v_remaining THEN
    outcome := 'part_too_large';
    RETURN NEXT;
    RETURN;
  END IF;
  v_part := coalesce(p_part_cents, v_remaining);
  -- The refusals in quoteCashOut's order.
  IF NOT p_enabled THEN
    outcome := 'CASH_OUT_DISABLED';
  ELSIF v_bet.status_text <> 'pending' THEN
    outcome := 'CASH_OUT_NOT_PENDING';
  ELSIF v_bet.race_id IS NOT NULL THEN
    IF v_bet.r_status IS DISTINCT FROM 'scheduled' OR v_bet.r_time IS NULL OR v_bet.r_time <= p_now THEN
      outcome := 'CASH_OUT_CLOSED';
    ELSIF NOT v_bet.e_scratched AND v_bet.win_odds IS NOT NULL THEN
      v_current := race_bet_price(v_bet.bet_type, round(v_bet.win_odds * 100)::integer);
    END IF;
  ELSIF v_bet.se_status IS NULL OR v_bet.se_status NOT IN ('scheduled', 'live') THEN
    outcome := 'CASH_OUT_CLOSED';
  ELSE
    -- The same odds text as parseOddsHundredths accepts: up to six digits and two decimals, at least 1.01.
    v_text := btrim(v_bet.se_odds);
    IF v_text ~ '^\d{1,6}(\.\d{1,2})?$' THEN
      v_current := round(v_text::numeric * 100)::integer;
      IF v_current < 101 THEN
        v_current := NULL;
      END IF;
    END IF;
  END IF;
  IF outcome IS NULL AND v_current IS NULL THEN
    outcome := 'CASH_OUT_NO_ODDS';
  END IF;
  IF outcome IS NULL THEN
    v_taken := round(v_bet.odds * 100)::integer;
    v_value := cash_out_value_cents(v_part, v_taken, v_current, p_margin_basis_points);
    IF v_value <= 0 THEN
      outcome := 'CASH_OUT_NO_VALUE';
    ELSIF v_value <> p_value_cents THEN
      outcome := 'CASH_OUT_CHANGED';
      detail := (v_value::numeric / 100)::numeric(12, 2)::text;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN NEXT;
    RETURN;
  END IF;

  -- The credit first: a balance it would take past what numeric(12,2) holds refuses it before anything
  -- else is written (as applyBalanceChange does).
  v_credit := v_value::numeric / 100;
  UPDATE users u SET balance = u.balance + v_credit, updated_at = now()
   WHERE u.id = p_user_id AND u.balance + v_credit <= 9999999999.99
  RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    outcome := 'balance_too_large';
    RETURN NEXT;
    RETURN;
  END IF;
  -- The ledger's text as ledgerTextEs writes it from the same code and values.
  IF v_bet.race_id IS NOT NULL THEN
    v_code := 'race_cash_out';
    v_params := jsonb_build_object('horse', coalesce(v_bet.h_name, ''), 'race', coalesce(v_bet.r_name, ''));
    v_description := 'Cierre de apuesta — ' || coalesce(v_bet.h_name, '') || ', ' || coalesce(v_bet.r_name, '');
  ELSE
    v_code := 'sport_cash_out';
    v_params := jsonb_build_object('selection', v_bet.selection, 'team', coalesce(v_bet.sport_team, ''),
                                   'homeTeam', coalesce(v_bet.home_team, ''), 'awayTeam', coalesce(v_bet.away_team, ''));
    v_description := 'Cierre de apuesta — '
      || CASE WHEN v_bet.selection = 'draw' THEN 'Empate' ELSE coalesce(v_bet.sport_team, '') END
      || ', ' || coalesce(v_bet.home_team, '') || ' vs ' || coalesce(v_bet.away_team, '');
  END IF;
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description,
                                    description_code, description_params, related_bet_id)
  VALUES (p_user_id, 'cash_out', v_credit, v_balance - v_credit, v_balance, v_description, v_code, v_params, p_bet_id);

  INSERT INTO cash_outs (bet_id, user_id, stake, odds, value, idempotency_key)
  VALUES (p_bet_id, p_user_id, v_part::numeric / 100, v_current::numeric / 100, v_credit, p_idempotency_key);

  -- The rest keeps the odds it was taken at; a bet closed in full has nothing left to win. What cash outs
  -- paid is cash_out_value; what settlement pays stays in actual_winnings.
  UPDATE bets b
     SET cash_out_stake = b.cash_out_stake + v_part::numeric / 100,
         cash_out_value = b.cash_out_value + v_credit,
         potential_winnings = CASE WHEN v_part = v_remaining THEN 0
                                   ELSE ((v_remaining - v_part) * v_taken + 50) / 100 / 100.0 END,
         status = CASE WHEN v_part = v_remaining THEN 'cashed_out'::bet_status ELSE b.status END,
         settled_at = CASE WHEN v_part = v_remaining THEN p_now ELSE b.settled_at END
   WHERE b.id = p_bet_id
  RETURNING b.status::text, b.bet_type, b.amount, b.odds, b.potential_winnings, b.actual_winnings, b.cash_out_stake,
            b.cash_out_value, extract(epoch FROM b.placed_at) * 1000, extract(epoch FROM b.settled_at) * 1000,
            b.race_id, b.race_entry_id, b.sport_event_id, b.sport_bet_type::text, b.sport_team, b.sport, b.tournament,
            b.home_team, b.away_team, extract(epoch FROM b.event_scheduled_time) * 1000, b.idempotency_key
    INTO bet_status, bet_type, amount, odds, potential_winnings, actual_winnings, cash_out_stake, cash_out_value,
         placed_at_ms, settled_at_ms, race_id, race_entry_id, sport_event_id, sport_bet_type, sport_team, sport,
         tournament, home_team, away_team, event_time_ms, idempotency_key;

  -- The bell's line, as notifyCashOut writes it; the caller tells the owner once this has committed.
  INSERT INTO notifications (user_id, kind, data)
  VALUES (p_user_id, 'cash_out', jsonb_build_object('betId', p_bet_id::text, 'amount', v_credit::text))
  RETURNING notifications.id, extract(epoch FROM notifications.created_at) * 1000 INTO notification_id, notification_at_ms;
  notification_hidden := 'cash_out' = ANY (coalesce(
    (SELECT s.hidden_notification_kinds FROM user_settings s WHERE s.user_id = p_user_id), '{}'::text[]));

  outcome := 'cashed_out';
  new_balance := v_balance;
  paid_value := v_credit;
  paid_stake := (v_part::numeric / 100)::numeric(12, 2);
  race_name := v_bet.r_name;
  race_status := v_bet.r_status;
  race_time_ms := extract(epoch FROM v_bet.r_time) * 1000;
  finish_position := v_bet.e_finish;
  horse_name := v_bet.h_name;
  RETURN NEXT;
END $$;
