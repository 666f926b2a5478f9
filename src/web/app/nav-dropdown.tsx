// A header dropdown: a real button (aria-expanded, aria-controls) that discloses a list of links.
import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronDown } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useDismiss } from '@/features/shell/use-dismiss.ts';

export interface NavItem {
  to: NonNullable<LinkProps['to']>;
  label: ReactNode;
}

export interface NavDropdownProps {
  id: string;
  label: ReactNode;
  items: NavItem[];
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

export function NavDropdown({ id, label, items, open, onToggle, onClose }: NavDropdownProps) {
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(box, open, onClose, trigger);
  return (
    <div ref={box} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={onToggle}
        className="inline-flex min-h-10 items-center gap-1 whitespace-nowrap rounded-md px-2 font-medium text-gray-800 hover:bg-green-50 hover:text-green-800"
      >
        {label}
        <ChevronDown aria-hidden="true" className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={id}
        hidden={!open}
        className="absolute left-0 top-full z-50 mt-1 min-w-56 rounded-md border border-gray-200 bg-white py-1 shadow-lg"
      >
        {items.map((item) => (
          <li key={String(item.to)}>
            <Link to={item.to} onClick={onClose} className="flex min-h-10 items-center px-4 text-gray-800 hover:bg-green-50 hover:text-green-800">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
