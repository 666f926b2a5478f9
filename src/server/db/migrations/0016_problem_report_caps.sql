-- Problem reports are capped across all of an order's reports (issue 16): no line can be reported for more than was
-- delivered, and refunds plus credits never add up to more than the order's total. The service checks this under a
-- lock on the order row; this trigger is the database's own guard, so no code path can exceed either cap.
-- Sums are compared as numeric, so it holds whether the money columns are integer or bigint.
CREATE OR REPLACE FUNCTION order_problems_within_order() RETURNS trigger AS $$
DECLARE
  order_total numeric;
  granted numeric;
  over_line text;
BEGIN
  -- Concurrent reports and answers of one order check one after the other; under READ COMMITTED each statement
  -- below then sees what the one before committed.
  SELECT total_minor INTO order_total FROM orders WHERE id = NEW.order_id FOR UPDATE;

  IF TG_OP = 'INSERT' OR NEW.order_id IS DISTINCT FROM OLD.order_id
     OR NEW.amount_minor IS DISTINCT FROM OLD.amount_minor OR NEW.resolution IS DISTINCT FROM OLD.resolution THEN
    SELECT coalesce(sum(amount_minor::numeric), 0) INTO granted
      FROM order_problems WHERE order_id = NEW.order_id AND resolution IN ('refund', 'credit');
    IF granted > order_total THEN
      RAISE EXCEPTION 'refunds and credits of order % (%) exceed its total (%)', NEW.order_id, granted, order_total
        USING ERRCODE = 'check_violation', CONSTRAINT = 'order_problems_amount_within_total';
    END IF;
  END IF;

  IF TG_OP = 'INSERT' OR NEW.order_id IS DISTINCT FROM OLD.order_id OR NEW.lines IS DISTINCT FROM OLD.lines THEN
    SELECT reported.line_id INTO over_line
      FROM (
        SELECT lower(item->>'line_id') AS line_id, sum((item->>'quantity')::numeric) AS quantity
          FROM order_problems p, jsonb_array_elements(p.lines) AS item
         WHERE p.order_id = NEW.order_id
         GROUP BY 1
      ) reported
      LEFT JOIN order_lines l ON l.order_id = NEW.order_id AND l.id::text = reported.line_id
     WHERE l.id IS NULL OR reported.quantity > l.quantity::numeric
     LIMIT 1;
    IF over_line IS NOT NULL THEN
      RAISE EXCEPTION 'problem reports of order % claim more of line % than was delivered', NEW.order_id, over_line
        USING ERRCODE = 'check_violation', CONSTRAINT = 'order_problems_quantity_within_lines';
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER order_problems_within_order AFTER INSERT OR UPDATE ON order_problems
  FOR EACH ROW EXECUTE FUNCTION order_problems_within_order();
