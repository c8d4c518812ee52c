CREATE TABLE "altcha_spent" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "captchas" CASCADE;--> statement-breakpoint
ALTER TABLE "auth_events" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "altcha_spent_expires_idx" ON "altcha_spent" USING btree ("expires_at");