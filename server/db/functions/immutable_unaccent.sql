-- Accent- and case-insensitive search (games, help): unaccent() is STABLE (it reads a
-- dictionary), so it cannot feed a generated column or an index. This wrapper names the
-- dictionary explicitly, which makes the result depend on its input only.
-- The search_vi/search_en columns of games and help_articles are STORED from it: a change of the
-- body does not recompute them; a migration that rewrites those columns must go with it.
CREATE OR REPLACE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
