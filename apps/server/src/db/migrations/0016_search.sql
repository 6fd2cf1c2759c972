CREATE TYPE "public"."search_kind" AS ENUM('race', 'horse', 'jockey', 'racetrack', 'event');--> statement-breakpoint
CREATE TABLE "search_words" (
	"kind" "search_kind" NOT NULL,
	"ref_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_kind_ref_id_word_pk" PRIMARY KEY("kind","ref_id","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("kind","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "race_entries_horse_idx" ON "race_entries" USING btree ("horse_id");--> statement-breakpoint
CREATE INDEX "race_entries_jockey_idx" ON "race_entries" USING btree ("jockey_id");--> statement-breakpoint
-- The words of a name as search keeps them: lower case, Latin accents removed, split at blanks and
-- ASCII punctuation. Search splits what a player types with this same function, so both agree.
CREATE FUNCTION search_words_of(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word
  FROM regexp_split_to_table(
    lower(translate(value,
      'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕØóòôöõøÚÙÛÜúùûüÝýÿÑñÇç',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYyyNnCc')),
    '[[:space:]!-/:-@[-`{-~]+') AS word
  WHERE word <> ''
$$;
--> statement-breakpoint
-- The text search keeps of a row: the named columns, joined by a blank.
CREATE FUNCTION search_text_of(row_value jsonb, columns text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_string(ARRAY(SELECT row_value ->> c FROM unnest(columns) AS c), ' ')
$$;
--> statement-breakpoint
-- Keeps search_words in step with a table: inserts and deletes once per statement (a data source's sync
-- writes hundreds of rows in one), renames row by row. The trigger's arguments are the kind, then the
-- columns whose words are searched.
CREATE FUNCTION search_words_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  searched_kind search_kind := TG_ARGV[0]::search_kind;
  columns text[] := TG_ARGV[1:];
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (kind, ref_id, word)
    SELECT searched_kind, n.id, words.word
    FROM new_rows n, search_words_of(search_text_of(to_jsonb(n), columns)) AS words(word)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM search_words WHERE kind = searched_kind AND ref_id IN (SELECT id FROM old_rows);
  ELSE
    -- A renamed row, one at a time: its trigger fires only when the searched text changed, so a sync
    -- rewriting the same names costs nothing here.
    DELETE FROM search_words WHERE kind = searched_kind AND ref_id = NEW.id;
    INSERT INTO search_words (kind, ref_id, word)
    SELECT searched_kind, NEW.id, words.word FROM search_words_of(search_text_of(to_jsonb(NEW), columns)) AS words(word);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Each searched table: its kind, then the columns whose words are searched. Its triggers, then the
-- words of the rows it already holds.
DO $$
DECLARE
  searched record;
  arguments text;
  changed text;
BEGIN
  FOR searched IN
    SELECT * FROM (VALUES
      ('races', 'race', ARRAY['name']),
      ('horses', 'horse', ARRAY['name']),
      ('jockeys', 'jockey', ARRAY['name']),
      ('racetracks', 'racetrack', ARRAY['name']),
      ('sport_events', 'event', ARRAY['home_team', 'away_team', 'tournament'])
    ) AS t(table_name, kind, columns)
  LOOP
    arguments := array_to_string(ARRAY(SELECT quote_literal(a) FROM unnest(searched.kind || searched.columns) AS a), ', ');
    changed := array_to_string(
      ARRAY(SELECT format('OLD.%1$I IS DISTINCT FROM NEW.%1$I', c) FROM unnest(searched.columns) AS c), ' OR ');
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh(%3$s)',
      searched.table_name || '_search_words_insert', searched.table_name, arguments);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION search_words_refresh(%3$s)',
      searched.table_name || '_search_words_delete', searched.table_name, arguments);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE OF %3$s ON %2$I FOR EACH ROW
      WHEN (%4$s) EXECUTE FUNCTION search_words_refresh(%5$s)',
      searched.table_name || '_search_words_update', searched.table_name,
      array_to_string(ARRAY(SELECT quote_ident(c) FROM unnest(searched.columns) AS c), ', '), changed, arguments);
    EXECUTE format('INSERT INTO search_words (kind, ref_id, word)
      SELECT %1$L, t.id, words.word FROM %2$I t, search_words_of(search_text_of(to_jsonb(t), %3$L)) AS words(word)',
      searched.kind, searched.table_name, searched.columns);
  END LOOP;
END $$;
