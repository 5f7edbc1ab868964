-- The closure table follows every new account in the same transaction (decision 019): the
-- account itself at depth 0, then each ancestor of its upline one level deeper. Accounts never
-- change upline (accounts_parent_fixed), so INSERT is the only event to follow.
CREATE OR REPLACE FUNCTION account_tree_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_tree (ancestor_id, descendant_id, depth) VALUES (NEW.id, NEW.id, 0);
  IF NEW.parent_id IS NOT NULL THEN
    INSERT INTO account_tree (ancestor_id, descendant_id, depth)
    SELECT ancestor_id, NEW.id, depth + 1 FROM account_tree WHERE descendant_id = NEW.parent_id;
  END IF;
  RETURN NULL;
END $$;

DROP TRIGGER IF EXISTS account_tree_on_insert ON accounts;
CREATE TRIGGER account_tree_on_insert AFTER INSERT ON accounts
FOR EACH ROW EXECUTE FUNCTION account_tree_on_insert();
