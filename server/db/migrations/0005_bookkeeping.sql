CREATE TABLE "bill_line_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_line_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_before" bigint NOT NULL,
	"amount_after" bigint NOT NULL,
	"account_before" integer NOT NULL,
	"account_after" integer NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_line_changes_kind_ck" CHECK ("bill_line_changes"."kind" in ('edit', 'transfer'))
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bill_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"position" integer NOT NULL,
	"amount" bigint NOT NULL,
	"borrowed" integer DEFAULT 0 NOT NULL,
	"adjustment" bigint DEFAULT 0 NOT NULL,
	"amount_before" bigint,
	"change_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_lines_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "bill_lines_bill_account_uq" UNIQUE("shop_id","bill_id","account_id"),
	CONSTRAINT "bill_lines_amount_ck" CHECK ("bill_lines"."amount" >= 0 and ("bill_lines"."amount_before" is null or "bill_lines"."amount_before" >= 0)),
	CONSTRAINT "bill_lines_borrowed_ck" CHECK ("bill_lines"."borrowed" in (0, 1)),
	CONSTRAINT "bill_lines_reason_ck" CHECK (char_length("bill_lines"."change_reason") <= 200)
);
--> statement-breakpoint
CREATE TABLE "bill_products" (
	"shop_id" integer NOT NULL,
	"bill_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_name" text NOT NULL,
	"unit_price" bigint NOT NULL,
	CONSTRAINT "bill_products_uq" UNIQUE("shop_id","bill_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "custom_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "custom_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "gift_card_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "appointment_id" integer;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "record_min" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "customer_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bill_line_changes" ADD CONSTRAINT "bill_line_changes_shop_id_line_id_bill_lines_shop_id_id_fk" FOREIGN KEY ("shop_id","line_id") REFERENCES "public"."bill_lines"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_shop_id_bill_id_bills_shop_id_id_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."bills"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_products" ADD CONSTRAINT "bill_products_shop_id_bill_id_bills_shop_id_id_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."bills"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_products" ADD CONSTRAINT "bill_products_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_line_changes_shop_bill_idx" ON "bill_line_changes" USING btree ("shop_id","bill_id","id");--> statement-breakpoint
CREATE INDEX "bill_lines_shop_account_idx" ON "bill_lines" USING btree ("shop_id","account_id");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_gift_card_id_prepay_cards_shop_id_id_fk" FOREIGN KEY ("shop_id","gift_card_id") REFERENCES "public"."prepay_cards"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_shop_id_appointment_id_appointments_shop_id_id_fk" FOREIGN KEY ("shop_id","appointment_id") REFERENCES "public"."appointments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_shop_customer_idx" ON "bills" USING btree ("shop_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bills_shop_appointment_uq" ON "bills" USING btree ("shop_id","appointment_id") WHERE "bills"."appointment_id" is not null;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_front_desk_arithmetic_ck" CHECK ("bills"."order_type" <> 'frontDesk' or "bills"."actual_amount" + "bills"."coupon" + "bills"."gift_voucher" + "bills"."member_deduction" + "bills"."discount_deduction" = "bills"."total_amount");--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_tender_ck" CHECK ("bills"."cash_amount" + "bills"."card_amount" = "bills"."actual_amount" or ("bills"."pay_type" = 'other' and "bills"."cash_amount" = 0 and "bills"."card_amount" = 0));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_card_deductions_ck" CHECK (("bills"."member_deduction" = 0 or "bills"."card_id" is not null) and ("bills"."gift_voucher" = 0 or "bills"."gift_card_id" is not null));--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_record_min_ck" CHECK ("bills"."record_min" between 0 and 1439 and "bills"."customer_count" between 0 and 999);--> statement-breakpoint
CREATE FUNCTION "bill_lines_match_total"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target_shop integer;
  target_bill integer;
  bill_total bigint;
  lines_total bigint;
BEGIN
  IF TG_TABLE_NAME = 'bills' THEN
    target_shop := NEW."shop_id";
    target_bill := NEW."id";
  ELSIF TG_OP = 'DELETE' THEN
    target_shop := OLD."shop_id";
    target_bill := OLD."bill_id";
  ELSE
    target_shop := NEW."shop_id";
    target_bill := NEW."bill_id";
  END IF;
  SELECT "total_amount" INTO bill_total FROM "bills"
    WHERE "shop_id" = target_shop AND "id" = target_bill AND "order_type" = 'frontDesk';
  IF NOT FOUND THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum("amount"), 0)::bigint INTO lines_total FROM "bill_lines"
    WHERE "shop_id" = target_shop AND "bill_id" = target_bill;
  IF lines_total <> bill_total THEN
    RAISE EXCEPTION 'bill % staff lines add up to %, not its total %', target_bill, lines_total, bill_total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bills_lines_match_total" AFTER INSERT OR UPDATE ON "bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bill_lines_match_total"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bill_lines_match_total" AFTER INSERT OR UPDATE OR DELETE ON "bill_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bill_lines_match_total"();--> statement-breakpoint
CREATE FUNCTION "bill_line_changes_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'bill_line_changes is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "bill_line_changes_no_change" BEFORE UPDATE OR DELETE ON "bill_line_changes"
  FOR EACH ROW EXECUTE FUNCTION "bill_line_changes_append_only"();
