-- Bet placement in one round trip (docs/decisions/013-bet-in-one-round-trip.md): the off, a scratch and
-- an event closing wait for the bets in flight, through these triggers and the advisory lock the bet
-- functions take. The functions themselves, these barriers included, are kept in their module's
-- sql/ folder (modules/betting/sql) and applied after the migrations; the barriers are created here
-- too because the triggers need them to exist.

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
