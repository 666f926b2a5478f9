// /gallery: the operator's photos with a lightbox (features/gallery). Its words live with the signed-in screens'
// catalogue, loaded before it renders, so the home page does not download them (like the blog).
import { createFileRoute } from '@tanstack/react-router';
import { loadWorkspaceMessages } from '@/lib/i18n.ts';
import { GalleryPage } from '@/features/gallery/components/gallery-page.tsx';

export const Route = createFileRoute('/gallery')({
  beforeLoad: loadWorkspaceMessages,
  component: GalleryPage,
});
