-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "receipt_claimed_until" TIMESTAMP(3);
