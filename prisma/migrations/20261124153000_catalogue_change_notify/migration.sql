-- Every api process caches the catalogue's filter data and listens on this channel to drop it
-- (apps/api/src/services/items/catalogue-changes.ts). NOTIFY reaches every listening process, only once the
-- writing transaction commits, and once per transaction however many rows or statements changed listings.
-- Triggers are not part of schema.prisma: this migration is their only definition.
-- The body is an E'' string with \073 for each semicolon because the migration runner splits scripts at
-- every semicolon, dollar quotes included.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''catalogue_changed'', '''')\073 RETURN NULL\073 END';

CREATE TRIGGER listings_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
