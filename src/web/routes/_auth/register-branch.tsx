// /register-branch. The spec lists it among the Buyer pages, but only a Seller owns branches: a Seller sees the form,
// a Buyer is sent to register their farm first (/register/seller), anyone else goes where the guards send them.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { sameRole } from '@contract/enums.ts';
import { guard } from '@/lib/guards.ts';
import { RegisterBranchPage } from '@/features/seller-onboarding/components/branch-pages.tsx';

export const Route = createFileRoute('/_auth/register-branch')({
  beforeLoad: ({ context, location }) => {
    if (sameRole(context.auth.user?.roles, 'Buyer')) throw redirect({ to: '/register/seller' });
    guard(context.auth, ['Seller'], location.href);
  },
  component: RegisterBranchPage,
});
