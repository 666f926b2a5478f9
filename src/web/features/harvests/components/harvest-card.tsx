// One expected harvest in the list: the product and its picture, the farm and its province, the grade, the harvest
// window, the pre-order price, what is left to pre-order and the deposit the farm asks, if any.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Sprout } from 'lucide-react';
import { leftToPreorder } from '@contract/harvest-rules.ts';
import type { Harvest } from '@contract/harvests.ts';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useHarvestFormats, useProvinceName } from '@/domain/harvests/harvest-labels.tsx';
import { useOrderFormats } from '@/domain/orders/order-labels.tsx';
import { GradeLabel, productName } from '@/domain/products/product-labels.tsx';
import { Photo } from '@/components/ui/photo.tsx';

export function HarvestCard({ harvest: h }: { harvest: Harvest }) {
  const { i18n } = useLingui();
  const { money } = useOrderFormats();
  const f = useHarvestFormats();
  const province = useProvinceName();
  const name = productName({ name: h.product_name, name_fr: h.product_name_fr }, i18n.locale);
  const left = leftToPreorder(h);
  const price = money(h.price_minor, h.currency);
  const unit = f.unit(h.unit);
  const percent = h.deposit_percent;
  return (
    <li className="flex flex-col overflow-hidden rounded-lg border border-gray-200 bg-white shadow-sm" data-testid="harvest-card">
      {h.image ? (
        <Photo src={h.image} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" iconClassName="size-12" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/9] w-full items-center justify-center bg-lime-50">
          <Sprout className="size-12 text-lime-700" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to="/preorderproduce/$id" params={{ id: h.id }} className="hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-sm text-gray-700">
          {h.farm_name} · {province(h.province)}
        </p>
        <p className="text-sm text-gray-800">
          <GradeLabel grade={h.grade} /> · <Trans>Harvest {f.window(h.window_from, h.window_until)}</Trans>
        </p>
        <p className="mt-1 text-gray-900">
          <span className="text-lg font-bold">{price}</span>{' '}
          <span className="text-sm text-gray-700">
            <Trans>per {unit}, pre-order price</Trans>
          </span>
        </p>
        <p className={`text-sm font-semibold ${left > 0 ? 'text-green-800' : 'text-gray-700'}`} data-testid="harvest-left">
          {left > 0 ? <Trans>{f.quantity(left, h.unit)} left to pre-order</Trans> : <Trans>Fully pre-ordered</Trans>}
        </p>
        {percent > 0 && (
          <p className="text-sm text-gray-700">
            <Trans>Deposit asked by the farm: {percent}%</Trans>
          </p>
        )}
        <Link
          to="/preorderproduce/$id"
          params={{ id: h.id }}
          className={`mt-3 self-start ${buttonClasses(left > 0 ? 'primary' : 'secondary', 'md')}`}
        >
          {left > 0 ? <Trans>Pre-order</Trans> : <Trans>See the harvest</Trans>}
          <span className="sr-only">
            : {name}, {h.farm_name}
          </span>
        </Link>
      </div>
    </li>
  );
}
