-- Why a player may not stake p_stake_cents now, if they may not: 'self_excluded' (detail: the end,
-- ISO) during a time-out or a self-exclusion, 'limit_reached' (detail: name:limit:left) over the daily
-- stake limit or a loss limit over its rolling window (stakes minus returns of settled bets plus stakes
-- of pending ones; a tote ticket's cost is staked, its dividends and refunds returned). A player with
-- limits is locked first, so two bets at once cannot both pass a limit.
-- No row at all: nothing to refuse. The bet functions call it inside their transaction.
CREATE OR REPLACE FUNCTION player_protection_refusal(p_user_id integer, p_stake_cents bigint, p_now timestamptz)
RETURNS TABLE (outcome text, detail text) LANGUAGE plpgsql AS $$
DECLARE
  v_protection record;
  v_rule record;
  v_limit numeric(12, 2);
  v_used numeric(12, 2);
  v_until timestamptz;
BEGIN
  SELECT * INTO v_protection FROM player_protection p WHERE p.user_id = p_user_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  v_until := greatest(v_protection.time_out_until, v_protection.excluded_until);
  IF v_until > p_now THEN
    RETURN QUERY SELECT 'self_excluded'::text, to_char(v_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    RETURN;
  END IF;
  IF NOT v_protection.has_limits THEN
    RETURN;
  END IF;
  PERFORM 1 FROM users u WHERE u.id = p_user_id FOR UPDATE;
  FOR v_rule IN SELECT * FROM (VALUES ('stakeDaily', interval '1 day'), ('lossDaily', interval '1 day'),
                                      ('lossWeekly', interval '7 days'), ('lossMonthly', interval '30 days')) AS r(name, span)
  LOOP
    SELECT c.value INTO v_limit FROM player_limit_changes c
     WHERE c.user_id = p_user_id AND c.name = v_rule.name AND c.effective_at <= p_now
     ORDER BY c.effective_at DESC, c.id DESC LIMIT 1;
    CONTINUE WHEN v_limit IS NULL;
    IF v_rule.name = 'stakeDaily' THEN
      SELECT coalesce(sum(b.amount), 0)
             + (SELECT coalesce(sum(t.cost), 0) FROM tote_tickets t
                 WHERE t.user_id = p_user_id AND t.placed_at > p_now - v_rule.span)
        INTO v_used FROM bets b
       WHERE b.user_id = p_user_id AND b.status <> 'cancelled' AND b.placed_at > p_now - v_rule.span;
    ELSE
      -- A cash out is a return like winnings: what it paid comes off the stake it closed.
      SELECT coalesce(sum(CASE b.status WHEN 'cancelled' THEN b.cash_out_stake - b.cash_out_value
                                        WHEN 'pending' THEN b.amount - b.cash_out_value
                                        ELSE b.amount - coalesce(b.actual_winnings, 0) - b.cash_out_value END), 0)
             + (SELECT coalesce(sum(t.cost - t.paid - t.refunded), 0) FROM tote_tickets t
                 WHERE t.user_id = p_user_id AND t.placed_at > p_now - v_rule.span)
        INTO v_used FROM bets b WHERE b.user_id = p_user_id AND b.placed_at > p_now - v_rule.span;
    END IF;
    IF v_used + p_stake_cents::numeric / 100 > v_limit THEN
      RETURN QUERY SELECT 'limit_reached'::text,
        v_rule.name || ':' || v_limit::text || ':' || greatest(v_limit - v_used, 0)::numeric(12, 2)::text;
      RETURN;
    END IF;
  END LOOP;
END $$;
