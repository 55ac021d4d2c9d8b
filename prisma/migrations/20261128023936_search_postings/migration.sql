-- DropIndex
DROP INDEX "search_words_word_trgm_idx";

-- CreateTable
CREATE TABLE "search_postings" (
    "word" TEXT NOT NULL,
    "item_id" INTEGER NOT NULL,
    "weights" SMALLINT NOT NULL,

    CONSTRAINT "search_postings_pkey" PRIMARY KEY ("word","item_id")
);

-- CreateIndex
CREATE INDEX "search_postings_item_id_idx" ON "search_postings"("item_id");

-- CreateIndex
CREATE INDEX "search_words_word_prefix_idx" ON "search_words" USING SPGIST ("word");

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIST ("word" gist_trgm_ops);

-- AddForeignKey
ALTER TABLE "search_postings" ADD CONSTRAINT "search_postings_item_id_fkey" FOREIGN KEY ("item_id") REFERENCES "items"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The weights of a tsvector entry as bits: A 1 (title), B 2 (hero), C 4 (rarity, slot, kind), D 8.
CREATE FUNCTION search_weight_bits(weights text[]) RETURNS smallint LANGUAGE sql IMMUTABLE
  AS E'SELECT coalesce(bit_or(CASE w WHEN ''A'' THEN 1 WHEN ''B'' THEN 2 WHEN ''C'' THEN 4 ELSE 8 END), 0)::smallint FROM unnest(weights) w';

-- The postings follow items.search_vector, which items_search_fields computes before the row is written:
-- this trigger runs after it (the posting foreign key needs the item). Triggers are not part of schema.prisma:
-- this migration is their only definition (\073 is a semicolon: the runner splits scripts at semicolons).
CREATE FUNCTION items_search_postings() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN \nIF TG_OP = ''UPDATE'' AND OLD.search_vector IS NOT DISTINCT FROM NEW.search_vector THEN RETURN NULL\073 END IF\073 \nDELETE FROM search_postings WHERE item_id = NEW.id\073 \nINSERT INTO search_postings (word, item_id, weights) SELECT w.lexeme, NEW.id, search_weight_bits(w.weights) FROM unnest(NEW.search_vector) w\073 \nRETURN NULL\073 END';

CREATE TRIGGER items_search_postings
  AFTER INSERT OR UPDATE ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_postings();

-- The postings of the items that exist.
INSERT INTO search_postings (word, item_id, weights)
  SELECT w.lexeme, i.id, search_weight_bits(w.weights) FROM items i CROSS JOIN LATERAL unnest(i.search_vector) w;

-- The items of a search, ranked: its words (lowercase letters and digits) -> the items every word
-- matches, with their tier and rank (catalogue/search-terms.ts says what the tiers are). Each word is a
-- prefix (`^@`, the SP-GiST index), and a word that begins no word stands for its 3 closest words by trigram
-- similarity (`%`, nearest first from the GiST index). A function so that its plan is made once per
-- connection: as a statement of the api, PostgreSQL planned it anew on every call (its custom plans look
-- cheaper than the generic one), and planning took longer than running it. OFFSET 0 keeps the postings a
-- lookup per word by primary key.
CREATE FUNCTION search_items(words text[]) RETURNS TABLE (id int, hero_id int, tier int, rank bigint)
  LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_generic_plan
  AS E'#variable_conflict use_column\nBEGIN\nRETURN QUERY\nWITH found AS (\n  SELECT w.ord, p.item_id, bit_or(p.weights) AS weights, bool_or(v.word = w.word AND p.weights & 1 = 1) AS title_word\n  FROM unnest(words) WITH ORDINALITY AS w(word, ord)\n  CROSS JOIN LATERAL (\n    SELECT s.word FROM search_words s WHERE s.word ^@ w.word\n    UNION ALL\n    (SELECT s.word FROM search_words s\n     WHERE s.word % w.word AND NOT EXISTS (SELECT FROM search_words b WHERE b.word ^@ w.word)\n     ORDER BY s.word <-> w.word, s.word LIMIT 3)\n  ) v\n  CROSS JOIN LATERAL (SELECT p.item_id, p.weights FROM search_postings p WHERE p.word = v.word OFFSET 0) p\n  GROUP BY w.ord, p.item_id\n),\nmatched AS (\n  SELECT item_id, bit_and(weights) AS every, bool_and(title_word) AS title_words\n  FROM found GROUP BY item_id HAVING count(*) = cardinality(words)\n),\nranked AS (\n  SELECT i.id, i.name, i.hero_id,\n    CASE WHEN m.title_words AND cardinality(words) = (\n           SELECT count(*) FROM search_postings t WHERE t.item_id = i.id AND t.weights & 1 = 1 AND position(''-'' IN t.word) = 0) THEN 0\n         WHEN m.every & 2 = 2 THEN 1\n         WHEN m.every & 1 = 1 THEN 2\n         ELSE 3 END AS tier\n  FROM matched m JOIN items i ON i.id = m.item_id\n)\nSELECT r.id, r.hero_id, r.tier, row_number() OVER (ORDER BY r.tier, length(r.name), r.name COLLATE "C", r.id)\nFROM ranked r\073\nEND';

-- Row counts for the planner (the postings are read by primary key either way).
ANALYZE search_postings;
