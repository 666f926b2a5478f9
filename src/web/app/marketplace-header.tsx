// The marketplace header (spec §2): search, role links, buyer icons with counts, everyone's bell, the sync state in
// words, language, profile menu. At most 96 px tall on a phone (tests/e2e/21-phone.e2e.mjs measures it).
import { Link, useNavigate } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Bell, Heart, Search, ShoppingCart, Store, UserRound, type LucideIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { hasAnyRole, sameRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { buttonClasses } from '@/components/ui/button.tsx';
import { useHeaderCounts } from '@/features/shell/use-header-counts.ts';
import { useRouteMenu } from '@/features/shell/use-route-menu.ts';
import { SyncPill } from '@/features/sync-status/sync-pill.tsx';
import { CurrencySelect } from '@/domain/currency/currency-select.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ProfileMenu } from './profile-menu.tsx';

const sellerLinkClass =
  'inline-flex min-h-10 items-center rounded-md px-3 xl:px-2.5 text-sm font-semibold text-gray-800 hover:bg-green-50 hover:text-green-800 [&.active]:bg-green-50 [&.active]:text-green-800';

export function MarketplaceHeader() {
  const { t } = useLingui();
  const { user } = useAuth();
  const menu = useRouteMenu<'profile'>();
  const { cart, wishlist, notifications } = useHeaderCounts();
  const isBuyer = hasAnyRole(user?.roles, ['Buyer', 'BulkBuyer']);
  const isSeller = sameRole(user?.roles, 'Seller');

  const shortcuts = (
    <>
      {isBuyer && (
        <>
          <CountLink
            to="/wishlist"
            icon={Heart}
            count={wishlist}
            label={t`Wishlist, ${plural(wishlist, { one: '# item', other: '# items' })}`}
          />
          <CountLink to="/cart" icon={ShoppingCart} count={cart} label={t`Cart, ${plural(cart, { one: '# item', other: '# items' })}`} />
        </>
      )}
      {user && <CountLink to="/notifications" icon={Bell} count={notifications} max={9} label={t`Notifications, ${notifications} unread`} />}
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white shadow-sm">
      {/* Phones: two rows of 40 px, at most 96 px in all. First the logo's sprout, the sync state in words, the other
          language, the shortcuts and the account; then the search (a farm: its own links). Wider: one row. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-1 sm:gap-x-3 sm:gap-y-2 sm:py-2">
        <div className="order-1 shrink-0">
          <Logo compactOnPhones />
        </div>
        <div className="order-3 flex min-w-0 basis-full items-center gap-2 md:order-2 md:flex-1 md:basis-0">
          {/* A farm's header also holds its four links: below 1280 px there is no room for a readable box, and the
              marketplace link (the magnifier) leads to the same search. */}
          <SearchBox className={`min-w-0 flex-1 ${isSeller ? 'max-xl:hidden' : ''}`} placeholder={isSeller ? t`Search produce` : t`Search fresh produce`} />
          {(isBuyer || isSeller) && (
            <nav aria-label={t`Marketplace`} className="flex min-w-0 items-center gap-1">
              {isBuyer && (
                <Link to="/marketplace" className={buttonClasses('secondary', 'sm', 'max-sm:px-2.5')}>
                  <Store aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only sm:not-sr-only">
                    <Trans>Marketplace</Trans>
                  </span>
                </Link>
              )}
              {isSeller && (
                <>
                  <Link to="/dashboard/seller" className={sellerLinkClass}>
                    <Trans>Listing</Trans>
                  </Link>
                  <Link to="/seller/orders" className={sellerLinkClass}>
                    <Trans>Orders</Trans>
                  </Link>
                  <Link to="/seller/requests" className={sellerLinkClass}>
                    <Trans>Requests</Trans>
                  </Link>
                  {/* Phones have no room for a fourth link in French: Money is on the dashboard (Listing) there. */}
                  <Link to="/seller/money" className={`${sellerLinkClass} max-sm:hidden`}>
                    <Trans>Money</Trans>
                  </Link>
                  {/* Below 1280 px a farm's header shows its links instead of the search box: the marketplace, with its own search. */}
                  <Link to="/marketplace" aria-label={t`Search the marketplace`} className={`${sellerLinkClass} w-10 justify-center px-0 xl:hidden`}>
                    <Search aria-hidden="true" className="h-5 w-5" />
                  </Link>
                </>
              )}
            </nav>
          )}
        </div>
        <div className="order-2 flex min-w-0 flex-1 items-center justify-end gap-1 sm:gap-2 md:order-3 md:flex-none">
          {shortcuts}
          <div className="flex min-w-0 flex-1 justify-end max-md:-order-1 md:flex-none">
            <SyncPill />
          </div>
          {/* Phones: in the marketplace's toolbar instead (the header's first row has no room). */}
          <CurrencySelect className="hidden shrink-0 sm:inline-flex" />
          <LanguageSwitch compactOnPhones className="shrink-0" />
          {user ? (
            <ProfileMenu user={user} open={menu.open === 'profile'} onToggle={() => menu.toggle('profile')} onClose={menu.close} />
          ) : (
            // On a phone the icon alone, so logo, language and account share one row above the search (its name stays).
            <Link to="/register" className={buttonClasses('primary', 'sm', 'max-sm:px-2.5')}>
              <UserRound aria-hidden="true" className="h-4 w-4 sm:hidden" />
              <span className="max-sm:sr-only">
                <Trans>Login / Register</Trans>
              </span>
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}

function SearchBox({ className, placeholder }: { className: string; placeholder: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    void navigate({ to: '/marketplace', search: q ? { q } : {} });
  };
  return (
    <form role="search" aria-label={t`Product search`} onSubmit={submit} className={`flex ${className}`}>
      <label htmlFor="header-search" className="sr-only">
        <Trans>Search products</Trans>
      </label>
      <input
        id="header-search"
        type="search"
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="min-h-10 w-full min-w-0 text-ellipsis rounded-l-md border border-r-0 border-gray-400 px-3 text-base"
      />
      <button type="submit" className="inline-flex min-h-10 w-12 items-center justify-center rounded-r-md bg-green-700 text-white hover:bg-green-800">
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">
          <Trans>Search</Trans>
        </span>
      </button>
    </form>
  );
}

interface CountLinkProps {
  to: '/wishlist' | '/cart' | '/notifications';
  icon: LucideIcon;
  count: number;
  /** Above this the badge says 'max+' (the label still says the number). */
  max?: number;
  label: string;
}

/** An icon with its count badge; the badge hides at 0 and the label always says the number. */
function CountLink({ to, icon: Icon, count, max = 99, label }: CountLinkProps) {
  const body = (
    <>
      <Icon aria-hidden="true" className="h-5 w-5" />
      {count > 0 && (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white">
          {count > max ? `${max}+` : count}
        </span>
      )}
    </>
  );
  const cls = 'relative inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100';
  return (
    <Link to={to} aria-label={label} className={cls}>
      {body}
    </Link>
  );
}
