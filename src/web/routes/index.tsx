import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/content/home-page.tsx';

export const Route = createFileRoute('/')({
  component: HomePage,
});
