-- Search that understands Dota (issue 13.2). Search looks up item definitions (4,906 rows) by title, hero,
-- rarity, slot and kind, then lists their available copies by item_id, so the words live on items, not on
-- the million listings: the title trigram index has no reader any more.
-- pg_trgm is already created by the init migration (and ships with the contrib modules of PostgreSQL, which the
-- postgres:*-alpine image of docker-compose includes).

-- DropIndex
DROP INDEX "listings_title_trgm_idx";

-- AlterTable
ALTER TABLE "items" ADD COLUMN     "search_vector" tsvector;

-- The vocabulary typos are corrected against (model SearchWord).
-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- The search fields are derived from the item and its hero, so a trigger keeps them and the app never writes
-- them. Triggers are not part of schema.prisma: this migration is their only definition. The bodies are
-- E-strings with \073 for each semicolon because the migration runner splits scripts at every semicolon.
-- The simple configuration: names are proper nouns, and stemming English would mangle hero names, while plurals
-- and typos are the trigram fallback job (apps/api/src/services/items/search-terms.ts).
CREATE FUNCTION items_search_fields() RETURNS trigger LANGUAGE plpgsql
  AS E'DECLARE hero_name text\073 hero_key text\073 BEGIN \nSELECT h.name, h.key INTO hero_name, hero_key FROM heroes h WHERE h.id = NEW.hero_id\073 \nNEW.search_vector := setweight(to_tsvector(''simple'', NEW.name), ''A'') \n  || setweight(to_tsvector(''simple'', concat_ws('' '', hero_name, hero_key)), ''B'') \n  || setweight(to_tsvector(''simple'', concat_ws('' '', NEW.rarity, NEW.slot_name, NEW.item_class)), ''C'')\073 \nINSERT INTO search_words (word) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING\073 \nRETURN NEW\073 END';

CREATE TRIGGER items_search_fields
  BEFORE INSERT OR UPDATE ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_fields();

-- A renamed hero renames the words of its items.
CREATE FUNCTION heroes_refresh_item_search() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN UPDATE items SET name = name WHERE hero_id = NEW.id\073 RETURN NULL\073 END';

CREATE TRIGGER heroes_refresh_item_search
  AFTER UPDATE OF name, key ON heroes
  FOR EACH ROW EXECUTE FUNCTION heroes_refresh_item_search();

-- Fill the fields of the items that exist (the trigger computes them).
UPDATE items SET name = name;

-- CreateIndex
CREATE INDEX "items_search_vector_idx" ON "items" USING GIN ("search_vector");

-- CreateIndex
CREATE INDEX "listings_available_item_idx" ON "listings"("item_id", "price", "id") WHERE (status = 'available');
