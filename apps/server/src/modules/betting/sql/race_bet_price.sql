-- Place and show priced from the win odds, in hundredths, by the same rule as the contracts'
-- `priceRaceBet` (docs/decisions/005-place-show-pricing.md); bet-in-one-round-trip.test.ts checks both
-- give the same price for every win price from 1.01 to 1000.00.
CREATE OR REPLACE FUNCTION race_bet_price(p_bet_type text, p_win_odds integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE p_bet_type
    WHEN 'win' THEN p_win_odds
    ELSE greatest(101, 100 + round((p_win_odds - 100)::numeric / CASE p_bet_type WHEN 'place' THEN 3 ELSE 5 END)::integer)
  END
$$;
