-- AlterEnum
ALTER TYPE "OrderKind" ADD VALUE 'pack';

-- AlterEnum
ALTER TYPE "PaymentType" ADD VALUE 'balance';

-- AlterEnum
ALTER TYPE "BalanceEntryKind" ADD VALUE 'refund';

-- AlterTable
ALTER TABLE "packs" ADD COLUMN     "contents" JSONB;

-- AlterTable
ALTER TABLE "purchases" ADD COLUMN     "answer" TEXT,
ADD COLUMN     "answered_at" TIMESTAMP(3),
ADD COLUMN     "order_id" INTEGER,
ADD COLUMN     "prompt_text" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "purchases_order_id_key" ON "purchases"("order_id");

-- AddForeignKey
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
