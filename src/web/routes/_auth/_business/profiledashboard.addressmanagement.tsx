import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '@/features/profile/components/address-book.tsx';

export const Route = createFileRoute('/_auth/_business/profiledashboard/addressmanagement')({
  component: () => <AddressBook />,
});
