// Which farms receive the request: every farm that sells the category in the province, or farms the buyer ticks.
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useId } from 'react';
import { PROVINCES } from '@contract/enums.ts';
import type { RequestDraft } from '../request-draft.ts';
import type { farmsForCategory } from '../use-request-data.ts';
import { fieldId } from './request-fields.tsx';

/** All the farms that sell the category in the province (the server decides who they are), or farms the buyer names. */
export function FarmsChoice({
  draft,
  farms,
  province,
  error,
  onChange,
}: {
  draft: RequestDraft;
  farms: ReturnType<typeof farmsForCategory>;
  province: string;
  error?: string | undefined;
  onChange: (patch: Partial<RequestDraft>) => void;
}) {
  const { t, i18n } = useLingui();
  const name = useId();
  const errorId = useId();
  const provinceName = PROVINCES.find((p) => p.code === province);
  const where = provinceName ? (i18n.locale === 'fr' ? provinceName.name_fr : provinceName.name_en) : '';
  const count = farms.matching.length;
  const toggle = (id: string, on: boolean) => onChange({ seller_ids: on ? [...draft.seller_ids, id] : draft.seller_ids.filter((s) => s !== id) });
  return (
    <section aria-labelledby={`${name}-title`} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={`${name}-title`} className="text-lg font-semibold text-gray-900">
        <Trans>Which farms?</Trans>
      </h2>
      <fieldset className="flex flex-col gap-3" aria-describedby={error ? errorId : undefined}>
        <legend className="sr-only">
          <Trans>Which farms receive the request</Trans>
        </legend>
        <label className="flex items-start gap-3 text-gray-900">
          <input type="radio" name={name} className="mt-0.5 size-5 shrink-0 accent-green-700" checked={draft.audience === 'matching'} onChange={() => onChange({ audience: 'matching' })} />
          <span>
            <span className="font-medium">
              <Trans>All matching farms</Trans>
            </span>
            <span className="block text-sm text-gray-700" data-testid="matching-farms">
              {!draft.category_id
                ? t`Choose a category to see which farms sell it.`
                : !where
                  ? t`Choose where the produce goes to see which farms sell it there.`
                  : plural(count, {
                      0: `No farm on this device sells this category in ${where} yet.`,
                      one: `# farm on this device sells this category in ${where}.`,
                      other: `# farms on this device sell this category in ${where}.`,
                    })}{' '}
              {t`FreshMarket sends the request to every farm that sells this category in your province when it is sent.`}
            </span>
          </span>
        </label>
        <label className="flex items-start gap-3 text-gray-900">
          <input
            id={fieldId('seller_ids')}
            type="radio"
            name={name}
            className="mt-0.5 size-5 shrink-0 accent-green-700"
            checked={draft.audience === 'chosen'}
            onChange={() => onChange({ audience: 'chosen' })}
          />
          <span className="font-medium">
            <Trans>Choose farms</Trans>
          </span>
        </label>
        {draft.audience === 'chosen' && (
          <div className="ml-8 flex flex-col gap-3">
            {farms.matching.length + farms.others.length === 0 ? (
              <p className="text-sm text-gray-700">{draft.category_id ? t`No farm on this device sells this category yet.` : t`Choose a category to see which farms sell it.`}</p>
            ) : (
              <>
                <FarmGroup title={where ? t`Farms in ${where}` : t`Farms of this category`} farms={farms.matching} chosen={draft.seller_ids} onToggle={toggle} />
                <FarmGroup title={t`Other farms of this category`} farms={farms.others} provinces={farms.provinces} chosen={draft.seller_ids} onToggle={toggle} />
              </>
            )}
          </div>
        )}
        {error && (
          <p id={errorId} className="text-sm text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </section>
  );
}

/** A list of farms to tick; `provinces` (farms elsewhere) says where each sells the category. */
function FarmGroup({
  title,
  farms,
  provinces,
  chosen,
  onToggle,
}: {
  title: string;
  farms: Array<{ id: string; farm_name: string }>;
  provinces?: Map<string, string[]>;
  chosen: string[];
  onToggle: (id: string, on: boolean) => void;
}) {
  if (farms.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-gray-800">{title}</legend>
      {farms.map((f) => (
        <label key={f.id} className="flex min-h-11 items-center gap-3 text-gray-900">
          <input type="checkbox" className="size-5 accent-green-700" checked={chosen.includes(f.id)} onChange={(e) => onToggle(f.id, e.target.checked)} />
          <span>
            {f.farm_name}
            {provinces?.get(f.id) && <span className="text-sm text-gray-700"> ({provinces.get(f.id)!.join(', ')})</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
