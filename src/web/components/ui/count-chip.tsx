// A filter chip with its count (status tabs of the seller's orders and requests): pressed when current, amber when
// it needs attention (new orders, unread requests).
export function CountChip(props: { label: string; count: number; current: boolean; highlight?: boolean; onClick: () => void; testId: string }) {
  const tone = props.current
    ? 'border-green-800 bg-green-800 text-white'
    : props.highlight
      ? 'border-amber-500 bg-amber-100 text-gray-900 hover:bg-amber-200'
      : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50';
  return (
    <button
      type="button"
      data-testid={props.testId}
      aria-pressed={props.current}
      onClick={props.onClick}
      className={`inline-flex min-h-10 items-center gap-2 rounded-full border px-3 text-sm font-semibold ${tone}`}
    >
      {props.label}
      <span className={`rounded-full px-2 py-0.5 text-xs ${props.current ? 'bg-white/20' : 'bg-gray-100 text-gray-900'}`}>{props.count}</span>
    </button>
  );
}
