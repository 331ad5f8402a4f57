-- Czech text rules that PostgreSQL 15 and PGlite (built without ICU) both run the same way.
-- tribuna_fold: lower case without accents, for searches where "sezona" finds "Sezóna".
-- Written out instead of lower() alone, since lower() leaves Č as it is under the "C" ctype.
CREATE OR REPLACE FUNCTION tribuna_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT translate(
      lower(value),
      'ÁÄČĎÉĚËÍĹĽŇÓÔÖŔŘŠŤÚŮÜÝŽáäčďéěëíĺľňóôöŕřšťúůüýž',
      'aacdeeeillnooorrstuuuyzaacdeeeillnooorrstuuuyz'
    )
  $$;
--> statement-breakpoint
-- tribuna_sort_key: orders like Czech collation when compared under COLLATE "C". Č, Ř, Š, Ž and CH
-- are letters of their own (after C, R, S, Z and H): each becomes its base letter followed by
-- chr(127), which sorts after every ASCII letter, so "Členství" < "Dům" and "Hrad" < "Chata".
-- Other accents only tell words apart that are otherwise equal, so they are dropped.
CREATE OR REPLACE FUNCTION tribuna_sort_key(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT translate(
      replace(replace(replace(replace(replace(
        translate(lower(value), 'ČŘŠŽ', 'čřšž'),
        'ch', 'h' || chr(127)),
        'č', 'c' || chr(127)),
        'ř', 'r' || chr(127)),
        'š', 's' || chr(127)),
        'ž', 'z' || chr(127)),
      'ÁÄĎÉĚËÍĹĽŇÓÔÖŔŤÚŮÜÝáäďéěëíĺľňóôöŕťúůüý',
      'aadeeeillnooortuuuyaadeeeillnooortuuuy'
    )
  $$;
