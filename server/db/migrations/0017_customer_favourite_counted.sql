ALTER TABLE "customers" DROP CONSTRAINT "customers_shop_id_favourite_account_id_accounts_shop_id_id_fk";
--> statement-breakpoint
ALTER TABLE "customers" DROP COLUMN "favourite_account_id";