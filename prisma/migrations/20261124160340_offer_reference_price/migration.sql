-- AlterTable
ALTER TABLE "sell_order_events" ADD COLUMN     "reference_price_eur" DECIMAL(12,2);
