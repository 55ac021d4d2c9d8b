-- DropIndex
DROP INDEX "listings_available_price_idx";

-- DropIndex
DROP INDEX "listings_available_hero_idx";

-- DropIndex
DROP INDEX "listings_available_rarity_idx";

-- DropIndex
DROP INDEX "listings_available_type_idx";

-- CreateIndex
CREATE INDEX "listings_available_price_idx" ON "listings"("price", "id", "hero", "rarity", "type", "exterior_name", "item_class", "category_id", "is_new", "is_sale") WHERE (status = 'available');

-- CreateIndex
CREATE INDEX "listings_available_hero_idx" ON "listings"("hero", "price", "id", "rarity", "type", "exterior_name", "item_class") WHERE (status = 'available');

-- CreateIndex
CREATE INDEX "listings_available_rarity_idx" ON "listings"("rarity", "price", "id", "hero", "type", "exterior_name", "item_class") WHERE (status = 'available');

-- CreateIndex
CREATE INDEX "listings_available_type_idx" ON "listings"("type", "price", "id", "hero", "rarity", "exterior_name", "item_class") WHERE (status = 'available');
