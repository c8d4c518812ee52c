DROP INDEX "board_changes_shop_day_idx";--> statement-breakpoint
ALTER TABLE "board_changes" ADD COLUMN "weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "board_changes_shop_day_idx" ON "board_changes" USING btree ("shop_id","day","id","weight");