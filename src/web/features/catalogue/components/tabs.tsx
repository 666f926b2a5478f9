// An accessible tablist (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select them;
// only the selected tab is in the tab order; each panel is labelled by its tab.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

export function Tabs({ label, items, initial }: { label: string; items: TabItem[]; initial?: string }) {
  const base = useId();
  const [selected, setSelected] = useState(initial ?? items[0]?.id);
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(0, items.findIndex((i) => i.id === selected));

  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next = e.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : e.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : e.key === 'Home' ? 0 : e.key === 'End' ? last : null;
    if (next === null) return;
    e.preventDefault();
    setSelected(items[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-gray-300" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const active = i === index;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={active}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(item.id)}
              className={`-mb-px min-h-11 flex-1 border-b-2 px-2 py-1 text-sm font-semibold leading-tight sm:flex-none sm:px-4 sm:text-base ${
                active ? 'border-green-700 text-green-800' : 'border-transparent text-gray-700 hover:text-gray-900'
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, i) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={i !== index}
          tabIndex={0}
          className="py-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
        >
          {i === index && item.panel}
        </div>
      ))}
    </div>
  );
}
