CREATE TABLE "marketing_designs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_designs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"name" text NOT NULL,
	"template_id" text NOT NULL,
	"size" text NOT NULL,
	"document" jsonb NOT NULL,
	"preview_url" text DEFAULT '' NOT NULL,
	"uploads" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "marketing_designs_shop_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "marketing_designs_size_ck" CHECK ("marketing_designs"."size" in ('square', 'story', 'landscape', 'a4'))
);
--> statement-breakpoint
ALTER TABLE "marketing_designs" ADD CONSTRAINT "marketing_designs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_designs_shop_updated_idx" ON "marketing_designs" USING btree ("shop_id","updated_at");