-- Fired when a race's status or time changes: waits for the bets in flight on it (they hold the
-- SHARED lock), and a bet that starts after sees the change.
CREATE OR REPLACE FUNCTION race_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310020, NEW.id);
  RETURN NEW;
END $$;
