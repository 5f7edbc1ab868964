-- unaccent() is STABLE (it reads a dictionary), so it cannot feed a generated column or an index.
-- This wrapper names the dictionary explicitly, which makes the result depend on its input only.
CREATE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
