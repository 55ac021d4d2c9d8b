-- CreateIndex
CREATE INDEX "listings_available_age_idx" ON "listings"("age_group", "price", "id") WHERE (status = 'available' AND age_group IS NOT NULL);
