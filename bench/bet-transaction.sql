-- The bet transaction of POST /api/bets, as pgbench runs it (npm run bench, DESIGN §8): one call of
-- place_race_bet (migration 0004_bet_functions.sql, re-created by 0005 to store the ledger row's code)
-- — the price, the race and the balance read, the bet, the debit and its ledger row written — by a
-- random one of the bench's players, 1.00 to win.
-- Variables (pgbench --define): first_user, last_user, race, entry, odds (hundredths).
\set user random(:first_user, :last_user)
SELECT * FROM place_race_bet(gen_random_uuid(), :user, :race, :entry, 'win', 100, :odds, 25000000, NULL, 'Apuesta a ganador — ', now());
