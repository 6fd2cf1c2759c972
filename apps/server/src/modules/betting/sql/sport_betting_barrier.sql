-- Fired when a sport event's status changes: waits for the bets in flight on it.
CREATE OR REPLACE FUNCTION sport_betting_barrier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7310021, NEW.id);
  RETURN NEW;
END $$;
