-- The player-protection rules are judged at the server's clock (apps/server/src/lib/clock.ts), which
-- tests move on: place_sport_bet takes the time as place_race_bet already does (p_now), instead of the
-- transaction's now(). The nine-argument version goes; the ten-argument one, whose default keeps a
-- nine-argument call working, is created from modules/betting/sql after the migrations. A new database
-- never had the old one, hence IF EXISTS.
DROP FUNCTION IF EXISTS place_sport_bet(uuid, integer, integer, text, bigint, integer, bigint, text, text);
