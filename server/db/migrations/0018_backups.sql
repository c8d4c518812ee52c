CREATE TABLE "backups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "backups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"reason" text NOT NULL,
	"night" date,
	"status" text DEFAULT 'running' NOT NULL,
	"file" text DEFAULT '' NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"sha256" text DEFAULT '' NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	CONSTRAINT "backups_reason_ck" CHECK ("backups"."reason" in ('nightly', 'shutdown', 'manual')),
	CONSTRAINT "backups_status_ck" CHECK ("backups"."status" in ('running', 'verified', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "backups_night_uq" ON "backups" USING btree ("night");