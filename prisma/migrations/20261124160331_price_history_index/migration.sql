-- CreateIndex
CREATE INDEX "listings_sold_item_idx" ON "listings"("item_id", "sold_at", "price") WHERE (status = 'sold');
