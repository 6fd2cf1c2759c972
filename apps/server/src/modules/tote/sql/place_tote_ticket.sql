-- A tote ticket in one round trip: inside one transaction it checks the race is open (the daily double:
-- and finds its second leg), that every runner runs in its leg and is still in (`p_runners` and
-- `p_second_runners`: the selections' distinct runners of each leg), opens the pool with the
-- rules given if this is its first ticket (else keeps the pool's own), checks the unit against the pool's
-- minimum and the player's protection, then debits the cost, writes the ticket and its ledger row — or
-- writes nothing and says why in `outcome`. The bettor holds the race's SHARED advisory lock, as a bet
-- does, so the off, a scratch and the settlement of the race's pools (which take it EXCLUSIVE) wait for
-- the tickets in flight, and a ticket after them sees the pool settled. A same Idempotency-Key answers
-- 'replayed' with the earlier ticket (as JSON in `detail`).
CREATE OR REPLACE FUNCTION place_tote_ticket(
  p_user_id integer,
  p_race_id integer,
  p_pool text,
  p_selections jsonb,
  p_runners integer[],
  p_second_runners integer[],
  p_box boolean,
  p_combinations integer,
  p_unit_cents bigint,
  p_idempotency_key text,
  p_rules jsonb,
  p_minimum_stake_cents bigint,
  p_description text,
  p_now timestamptz
) RETURNS TABLE (outcome text, detail text, ticket_id integer, new_balance numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_race record;
  v_second integer;
  v_pool_id integer;
  v_pool_status text;
  v_minimum numeric(12, 2);
  v_existing integer;
  v_replay text;
  v_cost numeric(12, 2) := (p_combinations * p_unit_cents)::numeric / 100;
  v_balance numeric(12, 2);
  v_ticket integer;
  v_found integer;
  v_scratched boolean;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(7310020, p_race_id);
  IF p_idempotency_key IS NOT NULL THEN
    -- The earlier ticket comes back whole in `detail`, with today's balance: no second round trip.
    SELECT t.id, json_build_object('raceId', t.race_id, 'pool', t.pool, 'selections', t.selections, 'box', t.box,
             'combinations', t.combinations, 'unitStake', t.unit_stake::text, 'cost', t.cost::text,
             'status', t.status, 'balance', (SELECT u.balance::text FROM users u WHERE u.id = p_user_id))::text
      INTO v_existing, v_replay
      FROM tote_tickets t WHERE t.user_id = p_user_id AND t.idempotency_key = p_idempotency_key;
    IF FOUND THEN
      RETURN QUERY SELECT 'replayed'::text, v_replay, v_existing, NULL::numeric;
      RETURN;
    END IF;
  END IF;

  -- The race, its pool if open already and this race's runners of the ticket, in one statement (three
  -- statements were a tenth of a ticket's time in the embedded database). The runners are read among the
  -- race's own (its few rows by race_id), not by `id = ANY (p_runners)` alone: for an array not yet
  -- known the planner's generic plan scanned the whole table, dearer than a plan made for each call's
  -- values, so the function planned this statement again at every call — a third of a ticket's time.
  SELECT r.id, r.name, r.status, r.scheduled_time, r.racetrack_id,
         tp.id AS pool_id, tp.status AS pool_status, tp.minimum_stake,
         e.found, e.scratched
    INTO v_race
    FROM races r
    LEFT JOIN tote_pools tp ON tp.race_id = r.id AND tp.pool = p_pool
    CROSS JOIN LATERAL (SELECT count(*) AS found, coalesce(bool_or(x.scratched), false) AS scratched
                          FROM race_entries x WHERE x.race_id = r.id AND x.id = ANY (p_runners)) e
   WHERE r.id = p_race_id;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'race_not_found'::text, NULL::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;
  IF v_race.status <> 'scheduled' OR v_race.scheduled_time <= p_now THEN
    RETURN QUERY SELECT 'race_closed'::text, NULL::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;
  v_found := v_race.found;
  v_scratched := v_race.scratched;
  IF p_pool = 'daily_double' THEN
    -- The next race of the same racetrack on the same day of the site's calendar, and its runners.
    SELECT r.id INTO v_second FROM races r
     WHERE r.racetrack_id = v_race.racetrack_id AND r.id <> v_race.id AND r.status <> 'cancelled'
       AND (r.scheduled_time, r.id) > (v_race.scheduled_time, v_race.id)
       AND (r.scheduled_time AT TIME ZONE 'America/Mexico_City')::date
         = (v_race.scheduled_time AT TIME ZONE 'America/Mexico_City')::date
     ORDER BY r.scheduled_time, r.id LIMIT 1;
    IF v_second IS NULL THEN
      RETURN QUERY SELECT 'pool_not_offered'::text, NULL::text, NULL::integer, NULL::numeric;
      RETURN;
    END IF;
    SELECT v_found + count(*), v_scratched OR coalesce(bool_or(x.scratched), false)
      INTO v_found, v_scratched
      FROM race_entries x WHERE x.race_id = v_second AND x.id = ANY (p_second_runners);
  END IF;

  -- Every runner in its leg (p_runners: this race; p_second_runners: the daily double's second race),
  -- still in; not in the race is said before scratched.
  IF v_found < cardinality(p_runners) + cardinality(p_second_runners) THEN
    RETURN QUERY SELECT 'runner_not_in_race'::text, NULL::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;
  IF v_scratched THEN
    RETURN QUERY SELECT 'runner_scratched'::text, NULL::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;

  IF v_race.pool_id IS NOT NULL THEN
    v_pool_id := v_race.pool_id;
    v_pool_status := v_race.pool_status;
    v_minimum := v_race.minimum_stake;
  ELSE
    INSERT INTO tote_pools (race_id, pool, second_race_id, rules, minimum_stake)
    VALUES (p_race_id, p_pool, v_second, p_rules, p_minimum_stake_cents::numeric / 100)
    ON CONFLICT (race_id, pool) DO NOTHING;
    SELECT tp.id, tp.status, tp.minimum_stake INTO v_pool_id, v_pool_status, v_minimum FROM tote_pools tp
     WHERE tp.race_id = p_race_id AND tp.pool = p_pool;
  END IF;
  IF v_pool_status <> 'open' THEN
    RETURN QUERY SELECT 'race_closed'::text, NULL::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;
  IF p_unit_cents::numeric / 100 < v_minimum THEN
    RETURN QUERY SELECT 'below_minimum'::text, v_minimum::text, NULL::integer, NULL::numeric;
    RETURN;
  END IF;

  SELECT g.outcome, g.detail INTO outcome, detail
    FROM player_protection_refusal(p_user_id, p_combinations * p_unit_cents, p_now) g;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, detail, NULL::integer, NULL::numeric;
    RETURN;
  END IF;

  UPDATE users u SET balance = u.balance - v_cost, updated_at = now()
   WHERE u.id = p_user_id AND u.balance >= v_cost
  RETURNING u.balance INTO v_balance;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'insufficient_balance'::text, (SELECT u.balance::text FROM users u WHERE u.id = p_user_id),
      NULL::integer, NULL::numeric;
    RETURN;
  END IF;
  INSERT INTO tote_tickets (user_id, pool_id, race_id, pool, selections, box, combinations, unit_stake, cost,
                            idempotency_key, placed_at)
  VALUES (p_user_id, v_pool_id, p_race_id, p_pool, p_selections, p_box, p_combinations,
          p_unit_cents::numeric / 100, v_cost, p_idempotency_key, p_now)
  RETURNING id INTO v_ticket;
  INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description,
                                    description_code, description_params, related_tote_ticket_id)
  VALUES (p_user_id, 'bet', -v_cost, v_balance + v_cost, v_balance, p_description || ' — ' || v_race.name,
          'tote_ticket', jsonb_build_object('pool', p_pool, 'race', v_race.name), v_ticket);
  RETURN QUERY SELECT 'placed'::text, NULL::text, v_ticket, v_balance;
END $$;
