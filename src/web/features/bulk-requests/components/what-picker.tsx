// What the buyer needs: their own words, with catalogue products matching them offered below to pick from.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Info } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Product } from '@contract/catalogue.ts';
import { TextField } from '@/components/ui/field.tsx';
import { productName } from '@/domain/products/product-labels.tsx';
import type { RequestDraft } from '../request-draft.ts';
import type { RequestFormData } from '../use-request-data.ts';
import { fieldId } from './request-fields.tsx';

export function WhatPicker({ draft, data, error, onPick, onText }: { draft: RequestDraft; data: RequestFormData; error?: string | undefined; onPick: (p: Product) => void; onText: (title: string) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const chosen = draft.product_id ? data.products.find((p) => p.id === draft.product_id) : undefined;
  const farmName = new Map(data.sellers.map((s) => [s.id, s.farm_name]));
  const q = draft.title.trim().toLocaleLowerCase();
  const matches =
    open && q.length >= 2 && !chosen
      ? data.products.filter((p) => p.name.toLocaleLowerCase().includes(q) || (p.name_fr ?? '').toLocaleLowerCase().includes(q)).slice(0, 6)
      : [];
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-2">
      <TextField
        ref={inputRef}
        id={fieldId('title')}
        label={<Trans>What do you need?</Trans>}
        hint={<Trans>Type a product: pick it from the catalogue below, or keep your own words.</Trans>}
        value={draft.title}
        maxLength={120}
        autoComplete="off"
        error={error}
        onChange={(e) => {
          setOpen(true);
          onText(e.target.value);
        }}
      />
      {chosen && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800" data-testid="chosen-product">
          <Info aria-hidden="true" className="size-4 text-green-800" />
          <Trans>
            From the catalogue: {productName(chosen, i18n.locale)}, {farmName.get(chosen.seller_id) ?? t`a farm`}
          </Trans>
        </p>
      )}
      <div role="status" className="sr-only">
        {matches.length > 0 && plural(matches.length, { one: '# product of the catalogue matches', other: '# products of the catalogue match' })}
      </div>
      {matches.length > 0 && (
        <ul id={listId} aria-label={t`Products of the catalogue`} className="flex flex-col divide-y divide-gray-200 rounded-md border border-gray-200">
          {matches.map((p) => {
            const name = productName(p, i18n.locale);
            const farm = farmName.get(p.seller_id) ?? '';
            return (
              <li key={p.id}>
                <button
                  type="button"
                  className="flex min-h-11 w-full items-center justify-between gap-3 px-3 py-2 text-left hover:bg-green-50"
                  onClick={() => {
                    onPick(p);
                    setOpen(false);
                    inputRef.current?.focus();
                  }}
                >
                  <span className="font-medium text-gray-900">{name}</span>
                  <span className="text-sm text-gray-700">{farm}</span>
                  <span className="sr-only">{t`Use this product`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
