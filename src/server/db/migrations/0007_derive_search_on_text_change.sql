-- products_derive ran the whole search document (a category lookup and five to_tsvector calls) on every product
-- update, including the ones a stock movement or a grade change causes through product_grades' touch trigger: the
-- hot path of inventory and, later, orders. The document depends only on the names, tags and category, so it is
-- rebuilt on insert and when one of those changes; price and stock are still derived every time.
CREATE OR REPLACE FUNCTION products_derive() RETURNS trigger AS $$
DECLARE
  doc text;
BEGIN
  SELECT coalesce(min(round(g.price_minor * (100 - NEW.discount_percent) / 100.0)), 0)::int, coalesce(sum(g.stock), 0)::int
    INTO NEW.price_from_minor, NEW.total_stock
    FROM product_grades g WHERE g.product_id = NEW.id;
  IF TG_OP = 'UPDATE'
     AND NEW.name IS NOT DISTINCT FROM OLD.name
     AND NEW.name_fr IS NOT DISTINCT FROM OLD.name_fr
     AND NEW.tags IS NOT DISTINCT FROM OLD.tags
     AND NEW.category_id IS NOT DISTINCT FROM OLD.category_id
     AND OLD.search IS NOT NULL THEN
    NEW.search := OLD.search;
    RETURN NEW;
  END IF;
  SELECT catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr, array_to_string(NEW.tags, ' '), c.name_en, c.name_fr))
    INTO doc FROM categories c WHERE c.id = NEW.category_id;
  doc := coalesce(doc, catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr, array_to_string(NEW.tags, ' '))));
  NEW.search := setweight(to_tsvector('english', catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr))), 'A')
    || setweight(to_tsvector('french', catalogue_fold(concat_ws(' ', NEW.name, NEW.name_fr))), 'A')
    || setweight(to_tsvector('english', doc), 'B')
    || setweight(to_tsvector('french', doc), 'B')
    || setweight(to_tsvector('simple', doc), 'C');
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
