CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "account_menus" (
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"menu_key" text NOT NULL,
	CONSTRAINT "account_menus_shop_id_account_id_menu_key_pk" PRIMARY KEY("shop_id","account_id","menu_key")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"account" text,
	"name" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_e164" text,
	"password_hash" text,
	"inside_password_hash" text,
	"account_type" integer DEFAULT 0 NOT NULL,
	"appoint_flag" integer DEFAULT 0 NOT NULL,
	"finance_flag" integer DEFAULT 0 NOT NULL,
	"work_flag" integer DEFAULT 0 NOT NULL,
	"job_flag" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"departed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "accounts_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "accounts_type_ck" CHECK ("accounts"."account_type" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"shop_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"elevated_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shops_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"headquarter_id" integer,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"bg_img" text DEFAULT '' NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"contact_user" text DEFAULT '' NOT NULL,
	"contact_tel" text DEFAULT '' NOT NULL,
	"post_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"shop_type_id" integer NOT NULL,
	"country" text NOT NULL,
	"area_code" text NOT NULL,
	"time_zone" text NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"trial_flag" integer DEFAULT 1 NOT NULL,
	"goods_type" text DEFAULT 'monthly' NOT NULL,
	"expire_time" timestamp with time zone,
	"msg_nums" integer DEFAULT 0 NOT NULL,
	"cash_device_flag" integer DEFAULT 0 NOT NULL,
	"cash_device_ip" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"invitation_code" text NOT NULL,
	"invited_by_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "shops_msg_nums_ck" CHECK ("shops"."msg_nums" >= 0),
	CONSTRAINT "shops_goods_type_ck" CHECK ("shops"."goods_type" in ('free','monthly','quarter','yearly'))
);
--> statement-breakpoint
CREATE TABLE "auth_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"uuid" text PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"nonce" text NOT NULL,
	"path" text NOT NULL,
	"body_hash" text NOT NULL,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_nonce_pk" PRIMARY KEY("scope","nonce")
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_menus" ADD CONSTRAINT "account_menus_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_shop_id_account_id_accounts_shop_id_id_fk" FOREIGN KEY ("shop_id","account_id") REFERENCES "public"."accounts"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_headquarter_id_shops_id_fk" FOREIGN KEY ("headquarter_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_shop_type_id_shop_types_id_fk" FOREIGN KEY ("shop_type_id") REFERENCES "public"."shop_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_login_uq" ON "accounts" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "accounts_shop_sort_idx" ON "accounts" USING btree ("shop_id","sort_order");--> statement-breakpoint
CREATE INDEX "accounts_phone_idx" ON "accounts" USING btree ("phone_e164");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("shop_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_invitation_code_uq" ON "shops" USING btree ("invitation_code");--> statement-breakpoint
CREATE INDEX "shops_headquarter_idx" ON "shops" USING btree ("headquarter_id");--> statement-breakpoint
CREATE INDEX "auth_events_lookup_idx" ON "auth_events" USING btree ("kind","subject","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("purpose","target","created_at");--> statement-breakpoint
INSERT INTO "shop_types" ("id", "code", "sort_order") VALUES (1, 'nail', 1), (2, 'barber', 2), (3, 'other', 3);
