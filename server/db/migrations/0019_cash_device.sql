CREATE TABLE "cash_device_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cash_device_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"session_id" uuid,
	"kind" text NOT NULL,
	"bill_id" integer,
	"amount" bigint DEFAULT 0 NOT NULL,
	"inserted" bigint DEFAULT 0 NOT NULL,
	"change" bigint DEFAULT 0 NOT NULL,
	"refund" bigint DEFAULT 0 NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"pieces" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cash_device_events_kind_ck" CHECK ("cash_device_events"."kind" in ('start', 'paid', 'cancelled', 'error', 'closed', 'notStarted', 'refill')),
	CONSTRAINT "cash_device_events_shape_ck" CHECK (("cash_device_events"."kind" = 'refill') = ("cash_device_events"."session_id" is null) and ("cash_device_events"."kind" <> 'start' or "cash_device_events"."bill_id" is not null)),
	CONSTRAINT "cash_device_events_amounts_ck" CHECK ("cash_device_events"."amount" >= 0 and "cash_device_events"."inserted" >= 0 and "cash_device_events"."change" >= 0 and "cash_device_events"."refund" >= 0)
);
--> statement-breakpoint
ALTER TABLE "cash_device_events" ADD CONSTRAINT "cash_device_events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_device_events" ADD CONSTRAINT "cash_device_events_shop_id_bill_id_bills_shop_id_id_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."bills"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_device_events" ADD CONSTRAINT "cash_device_events_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_device_events_shop_time_idx" ON "cash_device_events" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_device_events_start_uq" ON "cash_device_events" USING btree ("shop_id","session_id") WHERE "cash_device_events"."kind" = 'start';--> statement-breakpoint
CREATE UNIQUE INDEX "cash_device_events_outcome_uq" ON "cash_device_events" USING btree ("shop_id","session_id") WHERE "cash_device_events"."kind" not in ('start', 'refill');--> statement-breakpoint
CREATE FUNCTION "cash_device_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'cash_device_events is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "cash_device_events_no_change" BEFORE UPDATE OR DELETE ON "cash_device_events"
  FOR EACH ROW EXECUTE FUNCTION "cash_device_events_append_only"();
