ALTER TABLE "outbox_messages" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox_messages" USING btree ("dedupe_key");