-- What a stake is worth now, in cents, by the same rule as the contracts' `cashOutValueCents`: stake ×
-- odds taken ÷ current odds × (1 − margin), rounded down to the cent, never above the stake's potential
-- winnings (stake × odds taken, half-up). Odds in hundredths, the margin in basis points. On numeric:
-- the largest stake at the longest odds with the margin's factor passes what a bigint holds.
-- cash-out-in-one-round-trip.test.ts checks both give the same cents over a range of stakes, odds and margins.
CREATE OR REPLACE FUNCTION cash_out_value_cents(
  p_stake_cents bigint,
  p_taken_odds integer,
  p_current_odds integer,
  p_margin_basis_points integer
) RETURNS bigint
LANGUAGE sql IMMUTABLE AS $$
  SELECT least(
    div(p_stake_cents::numeric * p_taken_odds * (10000 - p_margin_basis_points), p_current_odds::numeric * 10000),
    div(p_stake_cents::numeric * p_taken_odds + 50, 100)
  )::bigint
$$;
