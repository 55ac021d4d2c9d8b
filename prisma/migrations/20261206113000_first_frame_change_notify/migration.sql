-- Every api process that serves the web app keeps the first page per language and currency, with the texts,
-- languages, currencies, settings and page titles inline (services/first-frame), and listens on this channel
-- to drop them. NOTIFY reaches every listening process once the writing transaction commits.
-- Triggers are not part of schema.prisma: this migration is their only definition.
-- The body is an E'' string with \073 for each semicolon because the migration runner splits scripts at
-- every semicolon, dollar quotes included.
CREATE FUNCTION notify_first_frame_changed() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN PERFORM pg_notify(''first_frame_changed'', '''')\073 RETURN NULL\073 END';

CREATE TRIGGER translations_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();

CREATE TRIGGER languages_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();

CREATE TRIGGER currencies_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON currencies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();

CREATE TRIGGER settings_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();

CREATE TRIGGER static_pages_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_pages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();

CREATE TRIGGER static_page_translations_first_frame_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON static_page_translations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_first_frame_changed();
