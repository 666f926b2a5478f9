-- The problem-report caps' trigger (migration 0016) locks the order FOR NO KEY UPDATE instead of FOR UPDATE: reports
-- inserted at once, each holding its foreign key's FOR KEY SHARE lock on the order, deadlocked on the stronger lock
-- and one that was within the caps was aborted. Same checks, same order of checking.
CREATE OR REPLACE FUNCTION order_problems_within_order() RETURNS trigger AS $$
DECLARE
  order_total numeric;
  granted numeric;
  over_line text;
BEGIN
  -- Concurrent reports and answers of one order check one after the other; under READ COMMITTED each statement
  -- below then sees what the one before committed. FOR NO KEY UPDATE, not FOR UPDATE: the row's own insert already
  -- holds FOR KEY SHARE on the order (its foreign key), and FOR UPDATE conflicts with that, so two reports inserted
  -- at once each waited for the other's key-share lock and one was aborted as a deadlock. NO KEY UPDATE still
  -- conflicts with itself and with every update of the order, so the checks stay one after the other.
  SELECT total_minor INTO order_total FROM orders WHERE id = NEW.order_id FOR NO KEY UPDATE;

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
