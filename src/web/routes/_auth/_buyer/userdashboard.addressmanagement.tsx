import { createFileRoute } from '@tanstack/react-router';
import { AddressBook } from '@/features/profile/components/address-book.tsx';

export const Route = createFileRoute('/_auth/_buyer/userdashboard/addressmanagement')({
  component: () => <AddressBook />,
});
