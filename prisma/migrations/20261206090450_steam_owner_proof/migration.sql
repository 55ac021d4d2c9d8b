-- AlterEnum
ALTER TYPE "TradeStatus" ADD VALUE 'awaiting_owner';

-- AlterTable
ALTER TABLE "steam_login_states" ADD COLUMN     "link_user_id" INTEGER,
ADD COLUMN     "then_path" TEXT;
