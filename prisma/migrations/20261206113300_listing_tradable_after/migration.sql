-- AlterTable
ALTER TABLE "listings" ADD COLUMN     "tradable_after" TIMESTAMP(3);

-- A listing's trade cooldown is its asset's: one trigger copies it, so no writer of bot_assets can forget.
-- The body is an E'' string with \073 for each semicolon: the migration runner splits scripts at every semicolon.
CREATE FUNCTION listings_copy_tradable_after() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN IF TG_OP = ''UPDATE'' AND OLD.listing_id IS NOT NULL AND OLD.listing_id IS DISTINCT FROM NEW.listing_id THEN UPDATE listings SET tradable_after = NULL WHERE id = OLD.listing_id AND tradable_after IS NOT NULL\073 END IF\073 IF NEW.listing_id IS NOT NULL THEN UPDATE listings SET tradable_after = NEW.tradable_after WHERE id = NEW.listing_id AND tradable_after IS DISTINCT FROM NEW.tradable_after\073 END IF\073 RETURN NULL\073 END';

-- Seeding a million assets without a cooldown fires nothing: an insert copies only a date.
CREATE TRIGGER bot_assets_tradable_after_insert AFTER INSERT ON bot_assets
  FOR EACH ROW WHEN (NEW.tradable_after IS NOT NULL AND NEW.listing_id IS NOT NULL)
  EXECUTE FUNCTION listings_copy_tradable_after();
CREATE TRIGGER bot_assets_tradable_after_update AFTER UPDATE OF tradable_after, listing_id ON bot_assets
  FOR EACH ROW WHEN (OLD.tradable_after IS DISTINCT FROM NEW.tradable_after OR OLD.listing_id IS DISTINCT FROM NEW.listing_id)
  EXECUTE FUNCTION listings_copy_tradable_after();

UPDATE listings l SET tradable_after = a.tradable_after
FROM bot_assets a WHERE a.listing_id = l.id AND a.tradable_after IS NOT NULL;
