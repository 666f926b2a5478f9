// The public header (spec §2): links, two dropdowns, language switch, account button, mobile menu;
// hides while scrolling down and comes back on the way up.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { sameRole } from '@contract/enums.ts';
import { useAuth } from '@/lib/auth.ts';
import { Logo } from '@/components/ui/logo.tsx';
import { useHeaderScroll } from '@/features/shell/header-scroll.ts';
import { useDismiss } from '@/features/shell/use-dismiss.ts';
import { useRouteMenu } from '@/features/shell/use-route-menu.ts';
import { SyncPill } from '@/features/sync-status/sync-pill.tsx';
import { AccountButton } from './account-button.tsx';
import { CurrencySelect } from '@/domain/currency/currency-select.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavDropdown, type NavItem } from './nav-dropdown.tsx';

type MenuName = 'solutions' | 'marketplace' | 'mobile';

const linkClass =
  'inline-flex min-h-10 items-center whitespace-nowrap rounded-md px-2 font-medium text-gray-800 hover:bg-green-50 hover:text-green-800 [&.active]:text-green-800 [&.active]:underline [&.active]:underline-offset-4';

export function PublicHeader() {
  const { t } = useLingui();
  const { user } = useAuth();
  const { hidden, shadow } = useHeaderScroll();
  const menu = useRouteMenu<MenuName>();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(header, menu.open === 'mobile', menu.close, menuButton);

  const showMarketplace = !sameRole(user?.roles, 'Seller');
  const links: NavItem[] = [
    { to: '/', label: t`Home` },
    { to: '/pricewise', label: t`Pricewise` },
    { to: '/about', label: t`About` },
    { to: '/blog', label: t`Blog` },
    { to: '/contact', label: t`Contact` },
  ];
  const solutions: NavItem[] = [
    { to: '/preorderproduce', label: t`Pre-order produce` },
    { to: '/flexiblebuying', label: t`Flexible buying` },
  ];
  const marketplace: NavItem[] = [
    { to: '/buyer', label: t`For buyers` },
    { to: '/seller', label: t`For farmers and sellers` },
    { to: '/marketplace', label: t`View full marketplace` },
  ];
  const mobileOpen = menu.open === 'mobile';

  return (
    <header
      ref={header}
      data-hidden={hidden && !mobileOpen}
      data-shadow={shadow}
      className={`sticky top-0 z-40 border-b border-gray-200 bg-white transition-transform duration-300 focus-within:translate-y-0 ${
        hidden && !mobileOpen ? '-translate-y-full' : 'translate-y-0'
      } ${shadow ? 'shadow-md' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4">
        <Logo />
        {/* From 1280 px, one row in both languages: the links (home is the logo), the menus and the account. Narrower
            screens open the same links from the menu button. */}
        <nav aria-label={t`Main`} className="hidden items-center gap-0.5 text-sm xl:flex 2xl:gap-1 2xl:text-base">
          {links.filter((l) => l.to !== '/').map((l) => (
            <Link key={String(l.to)} to={l.to} className={linkClass} activeOptions={{ exact: true }}>
              {l.label}
            </Link>
          ))}
          <NavDropdown
            id="menu-solutions"
            label={<Trans>Our solutions</Trans>}
            items={solutions}
            open={menu.open === 'solutions'}
            onToggle={() => menu.toggle('solutions')}
            onClose={menu.close}
          />
          {showMarketplace && (
            <NavDropdown
              id="menu-marketplace"
              label={<Trans>Marketplace</Trans>}
              items={marketplace}
              open={menu.open === 'marketplace'}
              onToggle={() => menu.toggle('marketplace')}
              onClose={menu.close}
            />
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2 xl:ml-0">
          <SyncPill />
          <div className="hidden items-center gap-2 whitespace-nowrap xl:flex">
            <CurrencySelect />
            <LanguageSwitch />
            <AccountButton />
          </div>
        </div>
        <button
          ref={menuButton}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => menu.toggle('mobile')}
          className="inline-flex h-11 w-11 items-center justify-center rounded-md text-gray-800 hover:bg-gray-100 xl:hidden"
        >
          {mobileOpen ? <X aria-hidden="true" className="h-6 w-6" /> : <Menu aria-hidden="true" className="h-6 w-6" />}
          <span className="sr-only">{mobileOpen ? <Trans>Close menu</Trans> : <Trans>Open menu</Trans>}</span>
        </button>
      </div>
      <nav id="mobile-menu" aria-label={t`Mobile`} hidden={!mobileOpen} className="border-t border-gray-200 px-4 pb-4 xl:hidden">
        <ul className="flex flex-col py-2">
          {links.map((l) => (
            <li key={String(l.to)}>
              <Link to={l.to} onClick={menu.close} className="flex min-h-11 items-center font-medium text-gray-800">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
        <MobileGroup title={<Trans>Our solutions</Trans>} items={solutions} onNavigate={menu.close} />
        {showMarketplace && <MobileGroup title={<Trans>Marketplace</Trans>} items={marketplace} onNavigate={menu.close} />}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <CurrencySelect />
          <LanguageSwitch />
          <AccountButton onNavigate={menu.close} />
        </div>
      </nav>
    </header>
  );
}

function MobileGroup({ title, items, onNavigate }: { title: ReactNode; items: NavItem[]; onNavigate: () => void }) {
  return (
    <div className="border-t border-gray-100 py-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{title}</p>
      <ul>
        {items.map((item) => (
          <li key={String(item.to)}>
            <Link to={item.to} onClick={onNavigate} className="flex min-h-11 items-center pl-3 text-gray-800">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
