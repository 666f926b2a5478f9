// The words of the blog's categories and the language picks of a post, shared by the list and the post.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { BlogCategory } from '@contract/blog-rules.ts';

export const CATEGORY_LABELS: Record<BlogCategory, MessageDescriptor> = {
  seasonal: msg`Seasonal produce`,
  storage: msg`Storage and cooking`,
  farms: msg`Meet the farms`,
  buying: msg`Buying on FreshMarket`,
  news: msg`News`,
};

type Bilingual = { title_en: string; title_fr: string };
export const titleOf = (p: Bilingual, locale: string) => (locale === 'fr' ? p.title_fr : p.title_en);
export const pick = <T extends object>(p: T, field: string, locale: string): string => {
  const value = (p as Record<string, unknown>)[`${field}_${locale === 'fr' ? 'fr' : 'en'}`];
  return typeof value === 'string' ? value : '';
};
