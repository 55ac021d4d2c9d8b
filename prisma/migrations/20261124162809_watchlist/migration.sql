-- CreateTable
CREATE TABLE "watches" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "item_id" INTEGER,
    "hero" TEXT,
    "rarity" TEXT,
    "search" TEXT,
    "max_price_eur" DECIMAL(12,2),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "watches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "watch_matches" (
    "id" SERIAL NOT NULL,
    "watch_id" INTEGER NOT NULL,
    "listing_id" INTEGER NOT NULL,
    "price_eur" DECIMAL(12,2) NOT NULL,
    "matched_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "notified_at" TIMESTAMP(3),
    "claimed_until" TIMESTAMP(3),

    CONSTRAINT "watch_matches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "watches_user_id_idx" ON "watches"("user_id");

-- CreateIndex
CREATE INDEX "watches_active_idx" ON "watches"("active");

-- CreateIndex
CREATE INDEX "watch_matches_notified_at_idx" ON "watch_matches"("notified_at");

-- CreateIndex
CREATE UNIQUE INDEX "watch_matches_watch_id_listing_id_key" ON "watch_matches"("watch_id", "listing_id");

-- AddForeignKey
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watch_matches" ADD CONSTRAINT "watch_matches_watch_id_fkey" FOREIGN KEY ("watch_id") REFERENCES "watches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "watch_matches" ADD CONSTRAINT "watch_matches_listing_id_fkey" FOREIGN KEY ("listing_id") REFERENCES "listings"("id") ON DELETE CASCADE ON UPDATE CASCADE;
