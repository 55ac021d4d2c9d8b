-- CreateIndex
CREATE INDEX "listings_sold_rarity_idx" ON "listings"("rarity", "sold_at", "price") WHERE (status = 'sold');
