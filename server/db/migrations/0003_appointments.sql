CREATE TABLE "appointment_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"oper_type" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_products" (
	"shop_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer NOT NULL,
	"product_name" text NOT NULL,
	"duration_min" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"bg_color" text NOT NULL,
	CONSTRAINT "appointment_products_shop_id_appointment_id_position_pk" PRIMARY KEY("shop_id","appointment_id","position")
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"booking_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"lane" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"start_min" integer NOT NULL,
	"duration_min" integer NOT NULL,
	"addition_time" integer DEFAULT 0 NOT NULL,
	"customer_id" integer,
	"custom_name" text DEFAULT '' NOT NULL,
	"custom_phone" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"entry" text DEFAULT 'normal' NOT NULL,
	"arrived_flag" integer DEFAULT 0 NOT NULL,
	"lost_flag" integer DEFAULT 0 NOT NULL,
	"del_flag" integer DEFAULT 0 NOT NULL,
	"is_overlap" integer DEFAULT 0 NOT NULL,
	"bill_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "appointments_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "appointments_time_ck" CHECK ("appointments"."start_min" >= 0 and "appointments"."duration_min" > 0 and "appointments"."start_min" + "appointments"."duration_min" <= 1440),
	CONSTRAINT "appointments_lane_ck" CHECK ("appointments"."lane" >= 0),
	CONSTRAINT "appointments_kind_ck" CHECK ("appointments"."kind" in ('temporary', 'member', 'app')),
	CONSTRAINT "appointments_entry_ck" CHECK ("appointments"."entry" in ('normal', 'historical', 'remarkOnly')),
	CONSTRAINT "appointments_flags_ck" CHECK ("appointments"."arrived_flag" in (0, 1) and "appointments"."lost_flag" in (0, 1) and "appointments"."del_flag" in (0, 1) and "appointments"."is_overlap" in (0, 1)),
	CONSTRAINT "appointments_remark_ck" CHECK (char_length("appointments"."remark") <= 200)
);
--> statement-breakpoint
ALTER TABLE "appointment_logs" ADD CONSTRAINT "appointment_logs_shop_id_appointment_id_appointments_shop_id_id_fk" FOREIGN KEY ("shop_id","appointment_id") REFERENCES "public"."appointments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_products" ADD CONSTRAINT "appointment_products_shop_id_appointment_id_appointments_shop_id_id_fk" FOREIGN KEY ("shop_id","appointment_id") REFERENCES "public"."appointments"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_products" ADD CONSTRAINT "appointment_products_shop_id_product_id_products_shop_id_id_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_shop_id_customer_id_customers_shop_id_id_fk" FOREIGN KEY ("shop_id","customer_id") REFERENCES "public"."customers"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_logs_shop_appointment_idx" ON "appointment_logs" USING btree ("shop_id","appointment_id","id");--> statement-breakpoint
CREATE INDEX "appointments_shop_day_idx" ON "appointments" USING btree ("shop_id","day","account_id");--> statement-breakpoint
CREATE INDEX "appointments_shop_customer_idx" ON "appointments" USING btree ("shop_id","customer_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_no_double_booking" EXCLUDE USING gist (
  "shop_id" WITH =,
  "account_id" WITH =,
  "lane" WITH =,
  "day" WITH =,
  int4range("start_min", "start_min" + "duration_min") WITH &&
) WHERE ("del_flag" = 0 AND "lost_flag" = 0);--> statement-breakpoint
CREATE FUNCTION "appointment_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'appointment_logs is append-only';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "appointment_logs_no_delete" BEFORE DELETE ON "appointment_logs"
  FOR EACH ROW EXECUTE FUNCTION "appointment_logs_append_only"();
