// The movement history, newest first: kind, signed quantity, grade, stock after, note, who and when; movements
// not yet confirmed say so, refused ones show the server's reason.
import { Trans } from '@lingui/react/macro';
import { CloudOff, XCircle } from 'lucide-react';
import type { Unit } from '@contract/enums.ts';
import { useQuantityLabel } from '@/domain/products/unit-label.tsx';
import { useInventoryLabels } from '../labels.ts';
import type { MovementView } from '../use-inventory.ts';

export function MovementHistory({ movements, unit }: { movements: MovementView[]; unit: Unit }) {
  return (
    <section aria-labelledby="history-title" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 id="history-title" className="text-lg font-semibold text-gray-900">
        <Trans>Movement history</Trans>
      </h2>
      {movements.length === 0 ? (
        <p className="mt-2 text-gray-700">
          <Trans>No movements recorded yet.</Trans>
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-gray-200">
          {movements.map((view) => (
            <MovementRow key={view.movement.id} view={view} unit={unit} />
          ))}
        </ul>
      )}
    </section>
  );
}

function MovementRow({ view: { movement: m, state, reason }, unit }: { view: MovementView; unit: Unit }) {
  const l = useInventoryLabels();
  const quantity = useQuantityLabel();
  const after = quantity(m.stock_after, unit);
  return (
    <li data-testid="movement" className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <p className="font-medium text-gray-900">
          {l.kind(m.kind)}{' '}
          <span className={m.delta > 0 ? 'text-green-800' : 'text-red-800'}>
            {quantity(m.delta, unit, { signed: true })}
          </span>{' '}
          <span className="font-normal text-gray-700">· {l.grade(m.grade)}</span>
        </p>
        {m.note && <p className="text-sm text-gray-800">{m.note}</p>}
        {state === 'waiting' && (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-800">
            <CloudOff aria-hidden="true" className="size-3.5" />
            <Trans>Waiting to sync</Trans>
          </p>
        )}
        {state === 'refused' && (
          <p className="mt-1 flex items-center gap-1 text-sm font-semibold text-red-800">
            <XCircle aria-hidden="true" className="size-4 shrink-0" />
            <span>
              <Trans>Not saved: {reason}</Trans>
            </span>
          </p>
        )}
      </div>
      <div className="text-sm text-gray-700 sm:text-right">
        {state !== 'refused' && (
          <p>
            <Trans>Stock after: {after}</Trans>
          </p>
        )}
        <p>
          {m.by_name ? `${m.by_name} · ` : ''}
          <time dateTime={m.created_at}>{l.date(m.created_at)}</time>
        </p>
      </div>
    </li>
  );
}
