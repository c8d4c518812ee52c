CREATE TABLE "account_products" (
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"hot_flag" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_products_shop_id_account_id_product_id_pk" PRIMARY KEY("shop_id","account_id","product_id"),
	CONSTRAINT "account_products_hot_flag_ck" CHECK ("account_products"."hot_flag" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"account_type" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "product_types_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "product_types_account_type_ck" CHECK ("product_types"."account_type" in (0, 3))
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"product_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"duration" integer NOT NULL,
	"bg_color" text DEFAULT 'rgba(97,169,224,0.5)' NOT NULL,
	"visit_flag" text DEFAULT '0' NOT NULL,
	"visit_days" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "products_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "products_unit_price_ck" CHECK ("products"."unit_price" >= 0),
	CONSTRAINT "products_duration_ck" CHECK ("products"."duration" >= 15 and "products"."duration" % 15 = 0 and "products"."duration" <= 1440),
	CONSTRAINT "products_visit_ck" CHECK ("products"."visit_flag" in ('0', '1') and "products"."visit_days" >= 0),
	CONSTRAINT "products_del_flag_ck" CHECK ("products"."del_flag" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"display_bill_hj" text DEFAULT '1' NOT NULL,
	"display_bill_zj" text DEFAULT '1' NOT NULL,
	"display_phone" text DEFAULT '1' NOT NULL,
	"app_binding" text DEFAULT '0' NOT NULL,
	"allow_outside_hours" text DEFAULT '0' NOT NULL,
	"max_days_ahead" integer DEFAULT 90 NOT NULL,
	"reminder_enabled" text DEFAULT '0' NOT NULL,
	"reminder_immediate" text DEFAULT '0' NOT NULL,
	"reminder_lead_minutes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shop_settings_flags_ck" CHECK ("shop_settings"."display_bill_hj" in ('0','1') and "shop_settings"."display_bill_zj" in ('0','1') and "shop_settings"."display_phone" in ('0','1') and "shop_settings"."app_binding" in ('0','1') and "shop_settings"."allow_outside_hours" in ('0','1') and "shop_settings"."reminder_enabled" in ('0','1') and "shop_settings"."reminder_immediate" in ('0','1')),
	CONSTRAINT "shop_settings_days_ahead_ck" CHECK ("shop_settings"."max_days_ahead" between 1 and 365),
	CONSTRAINT "shop_settings_reminders_ck" CHECK (jsonb_array_length("shop_settings"."reminder_lead_minutes") <= 4)
);
--> statement-breakpoint
CREATE TABLE "account_work" (
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"week" integer NOT NULL,
	"morning_start" integer,
	"morning_end" integer,
	"afternoon_start" integer,
	"afternoon_end" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_work_shop_id_account_id_week_pk" PRIMARY KEY("shop_id","account_id","week"),
	CONSTRAINT "account_work_week_ck" CHECK ("account_work"."week" between 1 and 7),
	CONSTRAINT "account_work_morning_ck" CHECK (("account_work"."morning_start" is null and "account_work"."morning_end" is null) or ("account_work"."morning_start" >= 0 and "account_work"."morning_start" < "account_work"."morning_end" and "account_work"."morning_end" <= 1440)),
	CONSTRAINT "account_work_afternoon_ck" CHECK (("account_work"."afternoon_start" is null and "account_work"."afternoon_end" is null) or ("account_work"."afternoon_start" >= 0 and "account_work"."afternoon_start" < "account_work"."afternoon_end" and "account_work"."afternoon_end" <= 1440)),
	CONSTRAINT "account_work_order_ck" CHECK ("account_work"."morning_end" is null or "account_work"."afternoon_start" is null or "account_work"."morning_end" <= "account_work"."afternoon_start")
);
--> statement-breakpoint
CREATE TABLE "account_work_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_work_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text DEFAULT 'holiday' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_work_holidays_range_ck" CHECK ("account_work_holidays"."end_time" >= "account_work_holidays"."start_time"),
	CONSTRAINT "account_work_holidays_kind_ck" CHECK ("account_work_holidays"."kind" in ('holiday', 'leave'))
);
--> statement-breakpoint
CREATE TABLE "shop_work" (
	"shop_id" integer NOT NULL,
	"week" integer NOT NULL,
	"morning_start" integer,
	"morning_end" integer,
	"afternoon_start" integer,
	"afternoon_end" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_work_shop_id_week_pk" PRIMARY KEY("shop_id","week"),
	CONSTRAINT "shop_work_week_ck" CHECK ("shop_work"."week" between 1 and 7),
	CONSTRAINT "shop_work_morning_ck" CHECK (("shop_work"."morning_start" is null and "shop_work"."morning_end" is null) or ("shop_work"."morning_start" >= 0 and "shop_work"."morning_start" < "shop_work"."morning_end" and "shop_work"."morning_end" <= 1440)),
	CONSTRAINT "shop_work_afternoon_ck" CHECK (("shop_work"."afternoon_start" is null and "shop_work"."afternoon_end" is null) or ("shop_work"."afternoon_start" >= 0 and "shop_work"."afternoon_start" < "shop_work"."afternoon_end" and "shop_work"."afternoon_end" <= 1440)),
	CONSTRAINT "shop_work_order_ck" CHECK ("shop_work"."morning_end" is null or "shop_work"."afternoon_start" is null or "shop_work"."morning_end" <= "shop_work"."afternoon_start")
);
--> statement-breakpoint
CREATE TABLE "shop_work_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_work_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_work_holidays_range_ck" CHECK ("shop_work_holidays"."end_time" >= "shop_work_holidays"."start_time")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "staff_type" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "font_size" text DEFAULT 'default' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "via_headquarters" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_products" ADD CONSTRAINT "account_products_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_product_type_id_product_types_shop_id_id_fk" FOREIGN KEY ("shop_id","product_type_id") REFERENCES "public"."product_types"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_work" ADD CONSTRAINT "account_work_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_work_holidays" ADD CONSTRAINT "account_work_holidays_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_work" ADD CONSTRAINT "shop_work_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_work_holidays" ADD CONSTRAINT "shop_work_holidays_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_types_shop_idx" ON "product_types" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "products_shop_sort_idx" ON "products" USING btree ("shop_id","del_flag","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_active_name_uq" ON "products" USING btree ("shop_id",lower("name")) WHERE "products"."del_flag" = 0;--> statement-breakpoint
CREATE INDEX "account_work_holidays_shop_idx" ON "account_work_holidays" USING btree ("shop_id","account_id","start_time");--> statement-breakpoint
CREATE INDEX "shop_work_holidays_shop_idx" ON "shop_work_holidays" USING btree ("shop_id","start_time");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_staff_type_ck" CHECK ("accounts"."staff_type" in (1, 2, 3));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_font_size_ck" CHECK ("accounts"."font_size" in ('small', 'default', 'large'));