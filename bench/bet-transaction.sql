-- The limit for bet placement on PostgreSQL (npm run bench): the smallest honest bet transaction, as
-- pgbench runs it. Not a call of our own bet function — a limit we wrote would not be a limit — but the
-- four things any bet must do, in plain SQL: read the race and the runner's price (open, before the
-- off, not scratched), insert the bet, debit the stake only if the balance holds it, write the ledger
-- row. A random one of the bench's players bets 1.00 to win.
-- Variables (pgbench --define): first_user, last_user, race, entry.
\set user random(:first_user, :last_user)
BEGIN;
SELECT e.current_odds AS price FROM race_entries e JOIN races r ON r.id = e.race_id
 WHERE e.id = :entry AND r.id = :race AND r.status = 'scheduled' AND r.scheduled_time > now() AND NOT e.scratched \gset
INSERT INTO bets (user_id, race_id, race_entry_id, bet_type, amount, odds, potential_winnings)
VALUES (:user, :race, :entry, 'win', 1.00, :price, round(1.00 * :price, 2)) RETURNING id AS bet_id \gset
UPDATE users SET balance = balance - 1.00 WHERE id = :user AND balance >= 1.00 RETURNING balance \gset
INSERT INTO balance_transactions (user_id, type, amount, previous_balance, new_balance, description, related_bet_id)
VALUES (:user, 'bet', -1.00, :balance + 1.00, :balance, 'Apuesta a ganador', ':bet_id');
END;
