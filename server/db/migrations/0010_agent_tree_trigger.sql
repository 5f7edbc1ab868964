-- The closure table follows every new account in the same transaction (decision 019): the
-- account itself at depth 0, then each ancestor of its upline one level deeper. Accounts never
-- change upline, so INSERT is the only event to follow.
CREATE FUNCTION account_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO account_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM account_tree WHERE descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_tree_on_insert AFTER INSERT ON accounts
FOR EACH ROW EXECUTE FUNCTION account_tree_on_insert();
--> statement-breakpoint
-- parent_id never changes after creation: moving a subtree would need the closure rewritten.
CREATE FUNCTION accounts_parent_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    RAISE EXCEPTION 'accounts.parent_id cannot change (account %)', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_parent_fixed BEFORE UPDATE OF parent_id ON accounts
FOR EACH ROW EXECUTE FUNCTION accounts_parent_fixed();
--> statement-breakpoint
-- Backfill the accounts that exist already.
INSERT INTO account_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up AS (
  SELECT id AS descendant_id, id AS ancestor_id, parent_id, 0 AS depth FROM accounts
  UNION ALL
  SELECT up.descendant_id, a.id, a.parent_id, up.depth + 1
  FROM up JOIN accounts a ON a.id = up.parent_id
)
SELECT ancestor_id, descendant_id, depth FROM up;
--> statement-breakpoint
-- Settlement windows read settled bets by settled_at (decision 020).
CREATE INDEX agent_bets_settled_idx ON bets (settled_at, account_id) INCLUDE (bet_amount, win_amount) WHERE status = 'settled';
