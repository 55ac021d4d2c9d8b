-- CreateIndex
CREATE INDEX "listings_available_hero_rarity_exterior_idx" ON "listings"("hero", "rarity", "exterior_name", "price", "id") WHERE (status = 'available');
