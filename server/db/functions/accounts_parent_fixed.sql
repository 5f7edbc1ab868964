-- parent_id never changes after creation: moving a subtree would need the closure table
-- (account_tree_on_insert) rewritten.
CREATE OR REPLACE FUNCTION accounts_parent_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.parent_id IS DISTINCT FROM OLD.parent_id THEN
    RAISE EXCEPTION 'accounts.parent_id cannot change (account %)', OLD.id;
  END IF;
  RETURN NEW;
END $$;

DROP TRIGGER IF EXISTS accounts_parent_fixed ON accounts;
CREATE TRIGGER accounts_parent_fixed BEFORE UPDATE OF parent_id ON accounts
FOR EACH ROW EXECUTE FUNCTION accounts_parent_fixed();
