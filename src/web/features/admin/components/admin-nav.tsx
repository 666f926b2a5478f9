// The console's sections: the dashboard, users and the audit log; branch approvals, exchange rates, the contact
// form's messages, the blog's posts and comments, the gallery, the newsletter, the privacy and terms pages and
// maintenance mode.
import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

const linkClass = 'inline-flex min-h-11 shrink-0 items-center whitespace-nowrap rounded-md px-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700';
const active = { className: 'bg-green-50 text-green-900', 'aria-current': 'page' } as const;

type Section =
  | '/admin'
  | '/admin/users'
  | '/admin/audit'
  | '/admin/approvals'
  | '/admin/exchange-rates'
  | '/admin/messages'
  | '/admin/posts'
  | '/admin/comments'
  | '/admin/gallery'
  | '/admin/newsletter'
  | '/admin/pages'
  | '/admin/maintenance';

export function AdminNav() {
  const { t } = useLingui();
  const sections: Array<[Section, string]> = [
    ['/admin', t`Dashboard`],
    ['/admin/users', t`Users`],
    ['/admin/approvals', t`Branch approvals`],
    ['/admin/exchange-rates', t`Exchange rates`],
    ['/admin/messages', t`Messages`],
    ['/admin/posts', t`Blog posts`],
    ['/admin/comments', t`Comments`],
    ['/admin/gallery', t`Gallery`],
    ['/admin/newsletter', t`Newsletter`],
    ['/admin/pages', t`Pages`],
    ['/admin/maintenance', t`Maintenance`],
    ['/admin/audit', t`Audit log`],
  ];
  // On a phone the sections are one row that scrolls sideways (twelve rows of links otherwise): the current one is
  // brought into view.
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (nav.current && current) nav.current.scrollLeft = current.offsetLeft - nav.current.offsetLeft - 16;
  }, []);
  return (
    <nav ref={nav} aria-label={t`Administration`} className="-mx-4 mb-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 pb-2 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
      {sections.map(([to, label]) => (
        <Link key={to} to={to} className={linkClass} activeOptions={{ exact: to === '/admin' }} activeProps={active}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
