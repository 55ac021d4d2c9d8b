-- CreateIndex
CREATE INDEX "listings_available_created_idx" ON "listings"("created_at") WHERE (status = 'available');
