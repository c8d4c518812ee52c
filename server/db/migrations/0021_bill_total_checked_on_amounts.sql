-- A bill's staff lines must add up to its total (0005): checked when a bill is inserted or its total or type changes,
-- not on every update. Numbering a bill last (ADR 023) and marking it paid change neither, and each re-summed the lines.
DROP TRIGGER "bills_lines_match_total" ON "bills";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "bills_lines_match_total" AFTER INSERT OR UPDATE OF "total_amount", "order_type", "shop_id", "id" ON "bills"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bill_lines_match_total"();
