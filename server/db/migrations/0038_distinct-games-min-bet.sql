-- "Play N different games" counts a game only once the period's valid bets on it reach a minimum
-- (decision 092). Missions written before have none: they get the seeded one, 20,000 ₫ per game,
-- and their texts state it (the seed writes a mission once, so it cannot change them itself).
UPDATE missions SET
  condition = condition || '{"minBet": "20000"}'::jsonb,
  title_vi = title_vi || ', mỗi trò cược hợp lệ từ 20.000 ₫',
  title_en = title_en || ', a valid bet of 20,000 ₫ or more on each'
WHERE condition->>'type' = 'distinct_games' AND NOT condition ? 'minBet';
