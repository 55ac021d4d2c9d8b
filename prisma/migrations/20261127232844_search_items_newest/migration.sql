-- CreateIndex
CREATE INDEX "listings_available_item_newest_idx" ON "listings"("item_id", "id") WHERE (status = 'available');
