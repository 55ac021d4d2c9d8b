-- What the second attack found (issue 27): an e-mail change link bound to the address it was sent to,
-- attempt counts for the receipt and watchlist mails, the watchlist's inbox of changed listings, and a
-- trigram index for watch words on item names.

-- AlterTable
ALTER TABLE "email_tokens" ADD COLUMN     "email" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "receipt_attempts" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "watch_matches" ADD COLUMN     "mail_attempts" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "watchlist_inbox" (
    "listing_id" INTEGER NOT NULL,
    "queued_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watchlist_inbox_pkey" PRIMARY KEY ("listing_id")
);

-- CreateIndex
CREATE INDEX "items_name_trgm_idx" ON "items" USING GIN ("name" gin_trgm_ops);

-- A listing that comes on sale (new, or back from a reservation) or gets cheaper while on sale is queued for
-- the watchlist job (apps/api/src/services/watchlist/match-watches.ts), once per statement over its rows
-- (transition tables), and only while some watch is active: with none there is nobody to tell, and a new
-- watch matches the whole catalogue once when it is made. Triggers are not part of schema.prisma: this
-- migration is their only definition. The body is an E'' string with \073 for each semicolon because the
-- migration runner splits scripts at every semicolon.
CREATE FUNCTION queue_listings_for_watches() RETURNS trigger LANGUAGE plpgsql
  AS E'BEGIN \nIF NOT EXISTS (SELECT 1 FROM watches WHERE active) THEN RETURN NULL\073 END IF\073 \nIF TG_OP = ''INSERT'' THEN \n  INSERT INTO watchlist_inbox (listing_id) SELECT n.id FROM new_rows n WHERE n.status = ''available'' ON CONFLICT DO NOTHING\073 \nELSE \n  INSERT INTO watchlist_inbox (listing_id) SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id \n  WHERE n.status = ''available'' AND (o.status <> ''available'' OR n.price < o.price) ON CONFLICT DO NOTHING\073 \nEND IF\073 \nRETURN NULL\073 END';

CREATE TRIGGER listings_watchlist_insert
  AFTER INSERT ON listings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_listings_for_watches();

CREATE TRIGGER listings_watchlist_update
  AFTER UPDATE ON listings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION queue_listings_for_watches();
