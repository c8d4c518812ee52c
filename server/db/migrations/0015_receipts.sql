CREATE TABLE "receipt_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "receipt_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_shop_id_bill_id_bills_shop_id_id_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."bills"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_links" ADD CONSTRAINT "receipt_links_shop_id_created_by_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "receipt_links_token_uq" ON "receipt_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "receipt_links_shop_bill_idx" ON "receipt_links" USING btree ("shop_id","bill_id");