CREATE TABLE "player_limit_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"value" numeric(12, 2),
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_protection" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"time_out_until" timestamp with time zone,
	"excluded_until" timestamp with time zone,
	"has_limits" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "reality_check_minutes" integer;--> statement-breakpoint
ALTER TABLE "player_limit_changes" ADD CONSTRAINT "player_limit_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_protection" ADD CONSTRAINT "player_protection_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_limit_changes_user_idx" ON "player_limit_changes" USING btree ("user_id","name","effective_at");--> statement-breakpoint

-- DESIGN §10: why a player may not stake p_stake_cents now, if they may not: 'self_excluded' (detail:
-- the end, ISO) during a time-out or a self-exclusion, 'limit_reached' (detail: name:limit:left) over
-- the daily stake limit or a loss limit over its rolling window (stakes minus returns of settled bets
-- plus stakes of pending ones). A player with limits is locked first, so two bets at once cannot both
-- pass a limit. No row at all: nothing to refuse.
CREATE OR REPLACE FUNCTION player_protection_refusal(p_user_id integer, p_stake_cents bigint, p_now timestamptz)
RETURNS TABLE (outcome text, detail text) LANGUAGE plpgsql AS $$
DECLARE
  v_protection record;
  v_rule record;
  v_limit numeric(12, 2);
  v_used numeric(12, 2);
  v_until timestamptz;
BEGIN
  SELECT * INTO v_protection FROM player_protection p WHERE p.user_id = p_user_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  v_until := greatest(v_protection.time_out_until, v_protection.excluded_until);
  IF v_until > p_now THEN
    RETURN QUERY SELECT 'self_excluded'::text, to_char(v_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    RETURN;
  END IF;
  IF NOT v_protection.has_limits THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  FOR v_rule IN SELECT * FROM (VALUES ('stakeDaily', interval '1 day'), ('lossDaily', interval '1 day'),
                                      ('lossWeekly', interval '7 days'), ('lossMonthly', interval '30 days')) AS r(name, span)
  LOOP
    SELECT c.value INTO v_limit FROM player_limit_changes c
     WHERE c.user_id = p_user_id AND c.name = v_rule.name AND c.effective_at <= p_now
     ORDER BY c.effective_at DESC, c.id DESC LIMIT 1;
    CONTINUE WHEN v_limit IS NULL;
    IF v_rule.name = 'stakeDaily' THEN
      SELECT coalesce(sum(b.amount), 0) INTO v_used FROM bets b
       WHERE b.user_id = p_user_id AND b.status <> 'cancelled' AND b.placed_at > p_now - v_rule.span;
    ELSE
      SELECT coalesce(sum(CASE b.status WHEN 'cancelled' THEN 0 WHEN 'pending' THEN b.amount
                                        ELSE b.amount - coalesce(b.actual_winnings, 0) END), 0) INTO v_used
        FROM bets b WHERE b.user_id = p_user_id AND b.placed_at > p_now - v_rule.span;
    END IF;
    IF v_used + p_stake_cents::numeric / 100 > v_limit THEN
      RETURN QUERY SELECT 'limit_reached'::text,
        v_rule.name || ':' || v_limit::text || ':' || greatest(v_limit - v_used, 0)::numeric(12, 2)::text;
      RETURN;
    END IF;
  END LOOP;
END $$;
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
  -- DESIGN §10: a time-out, a self-exclusion or a limit refuses the bet.
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
  -- DESIGN §10: a time-out, a self-exclusion or a limit refuses the bet (at the transaction's time).
  SELECT g.outcome, g.detail INTO outcome, detail FROM player_protection_refusal(p_user_id, p_stake_cents, now()) g;
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
