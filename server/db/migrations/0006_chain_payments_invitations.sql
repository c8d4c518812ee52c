CREATE TABLE "invitation_rewards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitation_rewards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"invited_shop_id" integer NOT NULL,
	"invitation_level" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"status" text DEFAULT 'unclaimed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "invitation_rewards_invited_shop_uq" UNIQUE("invited_shop_id"),
	CONSTRAINT "invitation_rewards_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "invitation_rewards_level_ck" CHECK ("invitation_rewards"."invitation_level" in ('regular', 'super')),
	CONSTRAINT "invitation_rewards_amount_ck" CHECK ("invitation_rewards"."amount" > 0),
	CONSTRAINT "invitation_rewards_currency_ck" CHECK ("invitation_rewards"."currency" = 'CNY'),
	CONSTRAINT "invitation_rewards_status_ck" CHECK ("invitation_rewards"."status" in ('unclaimed', 'claimed')),
	CONSTRAINT "invitation_rewards_claimed_ck" CHECK (("invitation_rewards"."status" = 'claimed') = ("invitation_rewards"."claimed_at" is not null)),
	CONSTRAINT "invitation_rewards_not_self_ck" CHECK ("invitation_rewards"."shop_id" <> "invitation_rewards"."invited_shop_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"withdrawal_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expected_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"failure" text DEFAULT '' NOT NULL,
	CONSTRAINT "withdrawals_no_uq" UNIQUE("withdrawal_no"),
	CONSTRAINT "withdrawals_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_currency_ck" CHECK ("withdrawals"."currency" = 'CNY'),
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" in ('processing', 'paid', 'failed')),
	CONSTRAINT "withdrawals_paid_ck" CHECK (("withdrawals"."status" = 'paid') = ("withdrawals"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"order_no" text DEFAULT '' NOT NULL,
	"outcome" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notifications_outcome_ck" CHECK ("payment_notifications"."outcome" in ('settled', 'duplicate', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"goods_type" text,
	"sms_nums" integer,
	"subject" text NOT NULL,
	"total_fee" bigint NOT NULL,
	"currency" text DEFAULT 'CNY' NOT NULL,
	"pay_type" text NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"transaction_id" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pay_before" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "payment_orders_order_no_uq" UNIQUE("order_no"),
	CONSTRAINT "payment_orders_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "payment_orders_kind_ck" CHECK ("payment_orders"."kind" in ('plan', 'sms')),
	CONSTRAINT "payment_orders_status_ck" CHECK ("payment_orders"."status" in ('unpaid', 'paid')),
	CONSTRAINT "payment_orders_paid_ck" CHECK (("payment_orders"."status" = 'paid') = ("payment_orders"."paid_at" is not null)),
	CONSTRAINT "payment_orders_currency_ck" CHECK ("payment_orders"."currency" = 'CNY'),
	CONSTRAINT "payment_orders_total_fee_ck" CHECK ("payment_orders"."total_fee" >= 0),
	CONSTRAINT "payment_orders_goods_ck" CHECK (("payment_orders"."kind" = 'plan' and "payment_orders"."goods_type" in ('free','monthly','quarter','yearly') and "payment_orders"."sms_nums" is null)
        or ("payment_orders"."kind" = 'sms' and "payment_orders"."goods_type" is null and "payment_orders"."sms_nums" > 0))
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"trade_no" text NOT NULL,
	"total_fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_wallet_payments_trade_no_unique" UNIQUE("trade_no")
);
--> statement-breakpoint
CREATE TABLE "sandbox_wallet_payouts" (
	"payout_no" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"payee_name" text NOT NULL,
	"payee_account" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "invitation_level" text DEFAULT 'regular' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "rebate_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitation_rewards" ADD CONSTRAINT "invitation_rewards_invited_shop_id_shops_id_fk" FOREIGN KEY ("invited_shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_rewards_shop_created_idx" ON "invitation_rewards" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_shop_created_idx" ON "withdrawals" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "payment_orders_shop_paid_idx" ON "payment_orders" USING btree ("shop_id","paid_at");--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_invitation_level_ck" CHECK ("shops"."invitation_level" in ('regular','super'));--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_rebate_balance_ck" CHECK ("shops"."rebate_balance" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_headquarters_not_deleted_ck" CHECK ("shops"."deleted_at" is null or "shops"."headquarter_id" is not null);