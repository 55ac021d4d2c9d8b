-- AlterTable
ALTER TABLE "steam_bots" ADD COLUMN     "protection_acknowledged_at" TIMESTAMP(3);
