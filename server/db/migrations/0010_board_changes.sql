CREATE TABLE "board_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"day" date
);
--> statement-breakpoint
CREATE INDEX "board_changes_shop_day_idx" ON "board_changes" USING btree ("shop_id","day","id");--> statement-breakpoint
-- ADR 022: what a day board draws changes only through these tables; each trigger appends to board_changes in the
-- write's transaction. An appointment change is logged on the day(s) it touched; the live event of an appointment
-- is published by the app (it carries the operation). Every other change is logged for all days (day null) and,
-- where an open screen shows it, published as a live event of its kind: PostgreSQL delivers NOTIFY at commit, drops it
-- on rollback, and sends identical payloads of one transaction once.
CREATE FUNCTION board_changed_by_appointment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO board_changes (shop_id, day) VALUES (OLD.shop_id, OLD.day);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.day IS DISTINCT FROM OLD.day) THEN
    INSERT INTO board_changes (shop_id, day) VALUES (NEW.shop_id, NEW.day);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER appointments_board_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION board_changed_by_appointment();
--> statement-breakpoint
-- TG_ARGV[0]: the live event's type, or '' for none; TG_ARGV[1]: the column holding the shop's id.
CREATE FUNCTION board_changed_for_shop() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  shop integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    shop := (to_jsonb(OLD) ->> TG_ARGV[1])::integer;
  ELSE
    shop := (to_jsonb(NEW) ->> TG_ARGV[1])::integer;
  END IF;
  INSERT INTO board_changes (shop_id, day) VALUES (shop, NULL);
  IF TG_ARGV[0] <> '' THEN
    PERFORM pg_notify('salon_desk_live', json_build_object('type', TG_ARGV[0], 'shopId', shop)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_board_added AFTER INSERT OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('staff', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER accounts_board_changed AFTER UPDATE ON accounts
  FOR EACH ROW WHEN (
    OLD.name IS DISTINCT FROM NEW.name OR OLD.appoint_flag IS DISTINCT FROM NEW.appoint_flag
    OR OLD.account_type IS DISTINCT FROM NEW.account_type OR OLD.sort_order IS DISTINCT FROM NEW.sort_order
    OR OLD.work_flag IS DISTINCT FROM NEW.work_flag OR OLD.departed_at IS DISTINCT FROM NEW.departed_at
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  ) EXECUTE FUNCTION board_changed_for_shop('staff', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shop_work_board_changed AFTER INSERT OR UPDATE OR DELETE ON shop_work
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('workTime', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER account_work_board_changed AFTER INSERT OR UPDATE OR DELETE ON account_work
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('workTime', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shop_work_holidays_board_changed AFTER INSERT OR UPDATE OR DELETE ON shop_work_holidays
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('workTime', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER account_work_holidays_board_changed AFTER INSERT OR UPDATE OR DELETE ON account_work_holidays
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('workTime', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shop_settings_board_added AFTER INSERT ON shop_settings
  FOR EACH ROW EXECUTE FUNCTION board_changed_for_shop('settings', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shop_settings_board_changed AFTER UPDATE ON shop_settings
  FOR EACH ROW WHEN (
    OLD.display_phone IS DISTINCT FROM NEW.display_phone OR OLD.reminder_enabled IS DISTINCT FROM NEW.reminder_enabled
  ) EXECUTE FUNCTION board_changed_for_shop('settings', 'shop_id');
--> statement-breakpoint
CREATE TRIGGER shops_board_changed AFTER UPDATE ON shops
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION board_changed_for_shop('settings', 'id');
--> statement-breakpoint
CREATE TRIGGER customers_board_changed AFTER UPDATE ON customers
  FOR EACH ROW WHEN (OLD.vip_flag IS DISTINCT FROM NEW.vip_flag)
  EXECUTE FUNCTION board_changed_for_shop('', 'shop_id');
