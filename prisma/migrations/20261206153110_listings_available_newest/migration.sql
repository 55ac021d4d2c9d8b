-- CreateIndex
CREATE INDEX "listings_available_newest_idx" ON "listings"("id", "tradable_after") WHERE (status = 'available');
