-- The new and age flags are how long ago a copy was listed (created_at, services/listings/listing-rules.ts):
-- nothing reads the stored flags any more. The price index is rebuilt without is_new.

-- DropIndex
DROP INDEX "listings_available_price_idx";

-- DropIndex
DROP INDEX "listings_available_age_idx";

-- AlterTable
ALTER TABLE "listings" DROP COLUMN "age_group",
DROP COLUMN "is_new";

-- CreateIndex
CREATE INDEX "listings_available_price_idx" ON "listings"("price", "id", "hero", "rarity", "type", "exterior_name", "item_class", "category_id", "is_sale") WHERE (status = 'available');
