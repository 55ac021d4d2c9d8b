-- AlterEnum
ALTER TYPE "EmailTokenKind" ADD VALUE 'change_email';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "pending_email" TEXT;
