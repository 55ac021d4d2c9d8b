-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "receipt_sent_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "orders_status_receipt_sent_at_idx" ON "orders"("status", "receipt_sent_at");
