// Which header menu is open; every menu closes when the route changes.
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

export function useRouteMenu<T extends string>(): {
  open: T | null;
  toggle: (menu: T) => void;
  close: () => void;
} {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState<T | null>(null);
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    // Reset during render (React's pattern for state derived from a changing value): no flash of an open menu.
    setSeenPath(pathname);
    setOpen(null);
  }
  const toggle = useCallback((menu: T) => setOpen((cur) => (cur === menu ? null : menu)), []);
  const close = useCallback(() => setOpen(null), []);
  return { open, toggle, close };
}
