-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "status_token_hash" VARCHAR(64);
