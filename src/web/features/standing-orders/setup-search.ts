// /flexiblebuying's search params, read without zod (the route's reader runs in the app's first JavaScript): where
// the set-up form takes its first lines from. ?from=cart&seller=<id> (that farm's cart lines), ?from=order&order=<id>
// (a past order's lines), ?from=product&product=<id>&grade=<g>.
import { GRADES, type Grade } from '@contract/enums.ts';
import { optionalOneOf, optionalText } from '@/lib/search-params.ts';

export const SETUP_SOURCES = ['cart', 'order', 'product'] as const;
export type SetupSource = (typeof SETUP_SOURCES)[number];

export interface SetupSearch {
  from?: SetupSource | undefined;
  seller?: string | undefined;
  order?: string | undefined;
  product?: string | undefined;
  grade?: Grade | undefined;
}

export function parseSetupSearch(raw: Record<string, unknown>): SetupSearch {
  return {
    from: optionalOneOf(SETUP_SOURCES, raw.from),
    seller: optionalText(raw.seller, 64),
    order: optionalText(raw.order, 64),
    product: optionalText(raw.product, 64),
    grade: optionalOneOf(GRADES, raw.grade),
  };
}
