// The admin area's sections: branch approvals, exchange rates, the contact form's messages, the newsletter, the blog's posts and comments, the privacy and terms pages and maintenance mode.
import { Link } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';

const linkClass = 'inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-green-700';

export function AdminNav() {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Administration`} className="mb-4 flex flex-wrap gap-1 border-b border-gray-200 pb-2">
      <Link to="/admin/approvals" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Branch approvals`}
      </Link>
      <Link to="/admin/exchange-rates" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Exchange rates`}
      </Link>
      <Link to="/admin/messages" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Messages`}
      </Link>
      <Link to="/admin/posts" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Blog posts`}
      </Link>
      <Link to="/admin/comments" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Comments`}
      </Link>
      <Link to="/admin/newsletter" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Newsletter`}
      </Link>
      <Link to="/admin/pages" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Pages`}
      </Link>
      <Link to="/admin/maintenance" className={linkClass} activeProps={{ className: 'bg-green-50 text-green-900', 'aria-current': 'page' }}>
        {t`Maintenance`}
      </Link>
    </nav>
  );
}
