-- Fired when a runner is scratched: waits for the bets in flight on its race, as race_betting_barrier.
CREATE OR REPLACE FUNCTION runner_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310020, NEW.race_id);
  RETURN NEW;
END $$;
