// Any signed-in user. The screens behind this layout have their own message catalogue: it loads here, before
// they render (a no-op once loaded).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { guard } from '@/lib/guards.ts';

export const Route = createFileRoute('/_auth')({
  beforeLoad: async ({ context, location }) => {
    guard(context.auth, [], location.href);
    await loadWorkspaceMessages();
  },
  component: Outlet,
});
