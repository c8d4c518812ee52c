CREATE TABLE "inventory_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"inventory_type_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"factory_no" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"amount_reserved" integer DEFAULT 0 NOT NULL,
	"amount_max" integer DEFAULT 0 NOT NULL,
	"store_place" text DEFAULT '' NOT NULL,
	"notify_flag" integer DEFAULT 0 NOT NULL,
	"notify_amount" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_items_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "inventory_items_name_or_factory_ck" CHECK ("inventory_items"."name" <> '' or "inventory_items"."factory_no" <> ''),
	CONSTRAINT "inventory_items_price_ck" CHECK ("inventory_items"."price" >= 0),
	CONSTRAINT "inventory_items_amounts_ck" CHECK ("inventory_items"."amount" >= 0 and "inventory_items"."amount_reserved" >= 0 and "inventory_items"."amount_reserved" <= "inventory_items"."amount" and "inventory_items"."amount_max" >= "inventory_items"."amount"),
	CONSTRAINT "inventory_items_notify_ck" CHECK ("inventory_items"."notify_flag" in (0, 1) and "inventory_items"."notify_amount" >= 0),
	CONSTRAINT "inventory_items_del_flag_ck" CHECK ("inventory_items"."del_flag" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "inventory_movements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_movements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_before" integer NOT NULL,
	"change_amount" integer NOT NULL,
	"amount_after" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventory_movements_arithmetic_ck" CHECK ("inventory_movements"."amount_after" = "inventory_movements"."amount_before" + "inventory_movements"."change_amount" and "inventory_movements"."amount_before" >= 0 and "inventory_movements"."amount_after" >= 0),
	CONSTRAINT "inventory_movements_kind_ck" CHECK ("inventory_movements"."kind" in ('initial', 'restock', 'use', 'sale', 'loss', 'count', 'edit'))
);
--> statement-breakpoint
CREATE TABLE "inventory_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "inventory_types_shop_id_id_uq" UNIQUE("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "inventory_items" ADD CONSTRAINT "inventory_items_shop_id_inventory_type_id_inventory_types_shop_id_id_fk" FOREIGN KEY ("shop_id","inventory_type_id") REFERENCES "public"."inventory_types"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_shop_id_inventory_id_inventory_items_shop_id_id_fk" FOREIGN KEY ("shop_id","inventory_id") REFERENCES "public"."inventory_items"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_movements" ADD CONSTRAINT "inventory_movements_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_tags" ADD CONSTRAINT "inventory_tags_shop_id_inventory_id_inventory_items_shop_id_id_fk" FOREIGN KEY ("shop_id","inventory_id") REFERENCES "public"."inventory_items"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_types" ADD CONSTRAINT "inventory_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_items_shop_sort_idx" ON "inventory_items" USING btree ("shop_id","del_flag","sort_order");--> statement-breakpoint
CREATE INDEX "inventory_items_shop_alert_idx" ON "inventory_items" USING btree ("shop_id") WHERE "inventory_items"."del_flag" = 0 and "inventory_items"."notify_flag" = 1;--> statement-breakpoint
CREATE INDEX "inventory_movements_item_idx" ON "inventory_movements" USING btree ("shop_id","inventory_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_tags_item_name_uq" ON "inventory_tags" USING btree ("shop_id","inventory_id",lower("name"));--> statement-breakpoint
CREATE INDEX "inventory_types_shop_idx" ON "inventory_types" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE FUNCTION "inventory_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'inventory_movements is append-only: write a correction movement instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_movements_no_change" BEFORE UPDATE OR DELETE ON "inventory_movements"
  FOR EACH ROW EXECUTE FUNCTION "inventory_movements_append_only"();
