import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '@/features/profile/components/address-book.tsx';

export const Route = createFileRoute('/_auth/profile/address')({
  component: () => (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:py-10">
      <AddressBook heading="h1" />
    </div>
  ),
});
