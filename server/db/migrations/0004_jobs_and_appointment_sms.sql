CREATE TABLE "appointment_sms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "appointment_sms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lead_minutes" integer DEFAULT 0 NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"recipient" text DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"sent_at" timestamp with time zone,
	"job_id" integer,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_sms_kind_ck" CHECK ("appointment_sms"."kind" in ('immediate', 'advance')),
	CONSTRAINT "appointment_sms_lead_ck" CHECK (("appointment_sms"."kind" = 'immediate' and "appointment_sms"."lead_minutes" = 0) or ("appointment_sms"."kind" = 'advance' and "appointment_sms"."lead_minutes" between 15 and 10080)),
	CONSTRAINT "appointment_sms_status_ck" CHECK ("appointment_sms"."status" in ('scheduled', 'pending', 'sent', 'cancelled', 'noCredit', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_shop_id_id_uq" UNIQUE("shop_id","id"),
	CONSTRAINT "jobs_status_ck" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed', 'cancelled')),
	CONSTRAINT "jobs_attempts_ck" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" > 0)
);
--> statement-breakpoint
ALTER TABLE "appointment_sms" ADD CONSTRAINT "appointment_sms_shop_id_appointment_id_appointments_shop_id_id_fk" FOREIGN KEY ("shop_id","appointment_id") REFERENCES "public"."appointments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_sms_shop_appointment_idx" ON "appointment_sms" USING btree ("shop_id","appointment_id","send_at");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_sms_live_uq" ON "appointment_sms" USING btree ("shop_id","appointment_id","kind","lead_minutes") WHERE "appointment_sms"."status" in ('scheduled', 'pending');--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("updated_at") WHERE "jobs"."status" in ('done', 'failed', 'cancelled');--> statement-breakpoint
ALTER TABLE "appointment_sms" ADD CONSTRAINT "appointment_sms_shop_id_job_id_jobs_fk" FOREIGN KEY ("shop_id","job_id")
  REFERENCES "public"."jobs"("shop_id","id") ON DELETE SET NULL ("job_id");
