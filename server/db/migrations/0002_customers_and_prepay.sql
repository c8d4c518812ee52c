CREATE TABLE "bills" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bills_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"bill_order_no" text NOT NULL,
	"order_type" text NOT NULL,
	"pay_type" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"total_amount" bigint NOT NULL,
	"actual_amount" bigint NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"card_amount" bigint DEFAULT 0 NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"coupon" bigint DEFAULT 0 NOT NULL,
	"gift_voucher" bigint DEFAULT 0 NOT NULL,
	"member_deduction" bigint DEFAULT 0 NOT NULL,
	"discount_deduction" bigint DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"card_id" integer,
	"recharge_rule_id" integer,
	"bill_day" date NOT NULL,
	"transaction_id" text,
	"remark" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "bills_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "bills_shop_order_no_uq" UNIQUE("shop_id","bill_order_no"),
	CONSTRAINT "bills_order_type_ck" CHECK ("bills"."order_type" in ('frontDesk', 'memberRecharge', 'giftCardRecharge')),
	CONSTRAINT "bills_pay_type_ck" CHECK ("bills"."pay_type" in ('cash', 'card', 'other')),
	CONSTRAINT "bills_status_ck" CHECK ("bills"."status" in ('paid', 'unpaid')),
	CONSTRAINT "bills_amounts_ck" CHECK ("bills"."total_amount" >= 0 and "bills"."actual_amount" >= 0 and "bills"."cash_amount" >= 0 and "bills"."card_amount" >= 0 and "bills"."gift_amount" >= 0 and "bills"."coupon" >= 0 and "bills"."gift_voucher" >= 0 and "bills"."member_deduction" >= 0 and "bills"."discount_deduction" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_counters" (
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" bigint NOT NULL,
	CONSTRAINT "shop_counters_shop_id_name_pk" PRIMARY KEY("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "customer_blacklist" (
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_blacklist_shop_id_customer_id_pk" PRIMARY KEY("shop_id","customer_id"),
	CONSTRAINT "customer_blacklist_reason_ck" CHECK (char_length("customer_blacklist"."reason") <= 100)
);
--> statement-breakpoint
CREATE TABLE "customer_visits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_visits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"product_id" integer,
	"product_name" text DEFAULT '' NOT NULL,
	"appoint_day" date NOT NULL,
	"due_day" date NOT NULL,
	"duty_flag" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customer_visits_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "customer_visits_duty_flag_ck" CHECK ("customer_visits"."duty_flag" in (0, 1, 2)),
	CONSTRAINT "customer_visits_remark_ck" CHECK (char_length("customer_visits"."remark") <= 200)
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_e164" text DEFAULT '' NOT NULL,
	"birthday" date,
	"remark" text DEFAULT '' NOT NULL,
	"remark1" text DEFAULT '' NOT NULL,
	"remark2" text DEFAULT '' NOT NULL,
	"remark3" text DEFAULT '' NOT NULL,
	"remark4" text DEFAULT '' NOT NULL,
	"rating" integer DEFAULT 0 NOT NULL,
	"vip_flag" integer DEFAULT 0 NOT NULL,
	"visit_count" integer DEFAULT 0 NOT NULL,
	"total_spend" bigint DEFAULT 0 NOT NULL,
	"last_visit_at" timestamp with time zone,
	"favourite_account_id" integer,
	"deleted_at" timestamp with time zone,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "customers_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "customers_vip_flag_ck" CHECK ("customers"."vip_flag" in (0, 1)),
	CONSTRAINT "customers_rating_ck" CHECK ("customers"."rating" between 0 and 5),
	CONSTRAINT "customers_counters_ck" CHECK ("customers"."visit_count" >= 0 and "customers"."total_spend" >= 0),
	CONSTRAINT "customers_remark_ck" CHECK (char_length("customers"."remark") <= 100)
);
--> statement-breakpoint
CREATE TABLE "prepay_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepay_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"bill_id" integer,
	"bill_order_no" text DEFAULT '' NOT NULL,
	"change_type" integer NOT NULL,
	"before_balance" bigint NOT NULL,
	"change_amount" bigint NOT NULL,
	"after_balance" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"coupon" bigint DEFAULT 0 NOT NULL,
	"gift_voucher" bigint DEFAULT 0 NOT NULL,
	"member_deduction" bigint DEFAULT 0 NOT NULL,
	"discount_deduction" bigint DEFAULT 0 NOT NULL,
	"appoint_product_title" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"bill_day" date NOT NULL,
	"paid_time" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prepay_ledger_change_type_ck" CHECK ("prepay_ledger"."change_type" in (1, 2, 3, 4, 5)),
	CONSTRAINT "prepay_ledger_arithmetic_ck" CHECK ("prepay_ledger"."after_balance" = "prepay_ledger"."before_balance" + "prepay_ledger"."change_amount" and "prepay_ledger"."before_balance" >= 0 and "prepay_ledger"."after_balance" >= 0),
	CONSTRAINT "prepay_ledger_sign_ck" CHECK (("prepay_ledger"."change_type" in (1, 5) and "prepay_ledger"."change_amount" > 0) or ("prepay_ledger"."change_type" in (2, 3) and "prepay_ledger"."change_amount" < 0) or "prepay_ledger"."change_type" = 4)
);
--> statement-breakpoint
CREATE TABLE "prepay_cards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "prepay_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"card_no" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" integer,
	"phone" text DEFAULT '' NOT NULL,
	"recharge_amount" bigint DEFAULT 0 NOT NULL,
	"available_balance" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "prepay_cards_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "prepay_cards_shop_card_no_uq" UNIQUE("shop_id","card_no"),
	CONSTRAINT "prepay_cards_kind_ck" CHECK ("prepay_cards"."kind" in ('member', 'gift')),
	CONSTRAINT "prepay_cards_member_customer_ck" CHECK ("prepay_cards"."kind" <> 'member' or "prepay_cards"."customer_id" is not null),
	CONSTRAINT "prepay_cards_balance_ck" CHECK ("prepay_cards"."available_balance" >= 0 and "prepay_cards"."recharge_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recharge_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recharge_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	"recharge_amount" bigint NOT NULL,
	"gift_amount" bigint DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "recharge_rules_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "recharge_rules_amounts_ck" CHECK ("recharge_rules"."recharge_amount" >= 0 and "recharge_rules"."gift_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_created_by_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_card_id_prepay_cards_shop_id_id_fk" FOREIGN KEY ("shop_id","card_id") REFERENCES "public"."prepay_cards"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_recharge_rule_id_recharge_rules_shop_id_id_fk" FOREIGN KEY ("shop_id","recharge_rule_id") REFERENCES "public"."recharge_rules"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_blacklist" ADD CONSTRAINT "customer_blacklist_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_visits" ADD CONSTRAINT "customer_visits_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_shop_id_favourite_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","favourite_account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_ledger" ADD CONSTRAINT "prepay_ledger_shop_id_card_id_prepay_cards_shop_id_id_fk" FOREIGN KEY ("shop_id","card_id") REFERENCES "public"."prepay_cards"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_ledger" ADD CONSTRAINT "prepay_ledger_shop_id_bill_id_bills_shop_id_id_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."bills"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_ledger" ADD CONSTRAINT "prepay_ledger_shop_id_created_by_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","created_by") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_cards" ADD CONSTRAINT "prepay_cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prepay_cards" ADD CONSTRAINT "prepay_cards_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_rules" ADD CONSTRAINT "recharge_rules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_shop_day_idx" ON "bills" USING btree ("shop_id","bill_day");--> statement-breakpoint
CREATE INDEX "customer_visits_shop_due_idx" ON "customer_visits" USING btree ("shop_id","duty_flag","due_day");--> statement-breakpoint
CREATE INDEX "customers_shop_phone_idx" ON "customers" USING btree ("shop_id","phone_e164");--> statement-breakpoint
CREATE INDEX "customers_shop_created_idx" ON "customers" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "prepay_ledger_shop_card_idx" ON "prepay_ledger" USING btree ("shop_id","card_id","id");--> statement-breakpoint
CREATE INDEX "prepay_ledger_shop_time_idx" ON "prepay_ledger" USING btree ("shop_id","paid_time");--> statement-breakpoint
CREATE UNIQUE INDEX "prepay_cards_member_uq" ON "prepay_cards" USING btree ("shop_id","customer_id") WHERE "prepay_cards"."kind" = 'member';--> statement-breakpoint
CREATE FUNCTION "prepay_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'prepay_ledger is append-only: write a correction row instead';
END
$$;--> statement-breakpoint
CREATE TRIGGER "prepay_ledger_no_change" BEFORE UPDATE OR DELETE ON "prepay_ledger"
  FOR EACH ROW EXECUTE FUNCTION "prepay_ledger_append_only"();
