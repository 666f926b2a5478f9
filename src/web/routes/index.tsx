// /: the home page with the catalogue's best sellers and best rated (wishlist hearts on the cards).
import { createFileRoute } from '@tanstack/react-router';
import { TopProducts } from '@/features/catalogue/components/top-products.tsx';
import { HomePage } from '@/features/content/home-page.tsx';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle.tsx';

export const Route = createFileRoute('/')({
  component: HomeRoute,
});

function HomeRoute() {
  return <HomePage products={<TopProducts cardAction={(product) => <WishlistToggle product={product} />} />} />;
}
