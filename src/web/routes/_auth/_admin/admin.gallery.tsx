// /admin/gallery: the gallery's photos (Admin only).
import { createFileRoute } from '@tanstack/react-router';
import { AdminGalleryPage } from '@/features/admin/components/admin-gallery-page.tsx';

export const Route = createFileRoute('/_auth/_admin/admin/gallery')({
  component: AdminGalleryPage,
});
