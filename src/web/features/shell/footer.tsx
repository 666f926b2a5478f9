// The site footer (spec §2): newsletter band, then logo and partner, quick links, contact and follow-us,
// download-our-app, copyright. 1 column small, 2 medium, 4 large.
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Handshake, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/ui/logo.tsx';
import { AppDownload } from './app-download.tsx';
import { NewsletterBand } from './newsletter-band.tsx';
import {
  CONTACT_CITY,
  CONTACT_EMAIL,
  CONTACT_PHONE_DISPLAY,
  CONTACT_PHONE_TEL,
  SOCIAL_LINKS,
} from './footer-details.ts';

const footerLink = 'inline-flex min-h-10 items-center text-gray-200 hover:text-white hover:underline';

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const socials: Array<{ href: string; label: string; mark: string }> = [
    { href: SOCIAL_LINKS.facebook, label: t`FreshMarket on Facebook`, mark: 'f' },
    { href: SOCIAL_LINKS.x, label: t`FreshMarket on X (Twitter)`, mark: 'X' },
    { href: SOCIAL_LINKS.linkedin, label: t`FreshMarket on LinkedIn`, mark: 'in' },
    { href: SOCIAL_LINKS.instagram, label: t`FreshMarket on Instagram`, mark: 'IG' },
  ];
  return (
    <footer className="bg-gray-900 text-gray-200">
      <NewsletterBand />
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-4">
          <Logo tone="light" />
          <p className="text-sm">
            <Trans>Fresh produce straight from Canadian farms, for households, restaurants and retailers.</Trans>
          </p>
          <div className="inline-flex w-fit items-center gap-2 rounded-md border border-gray-600 px-3 py-2 text-sm" role="img" aria-label={t`Partner logo: Canadian growers network`}>
            <Handshake aria-hidden="true" className="h-5 w-5 text-amber-300" />
            <span aria-hidden="true" className="font-semibold">
              <Trans>Canadian growers network</Trans>
            </span>
          </div>
        </div>
        <FooterColumn title={<Trans>Quick links</Trans>}>
          <ul>
            <li>
              <Link to="/about" className={footerLink}>
                <Trans>About us</Trans>
              </Link>
            </li>
            <li>
              <Link to="/marketplace" className={footerLink}>
                <Trans>Marketplace</Trans>
              </Link>
            </li>
            <li>
              <Link to="/preorderproduce" className={footerLink}>
                <Trans>Pre-order produce</Trans>
              </Link>
            </li>
            <li>
              <Link to="/flexiblebuying" className={footerLink}>
                <Trans>Flexible buying</Trans>
              </Link>
            </li>
            <li>
              <Link to="/pricewise" className={footerLink}>
                <Trans>Compare farm prices (Pricewise)</Trans>
              </Link>
            </li>
          </ul>
        </FooterColumn>
        <FooterColumn title={<Trans>Contact</Trans>}>
          <address className="flex flex-col gap-1 not-italic">
            <a href={`mailto:${CONTACT_EMAIL}`} className={`${footerLink} gap-2`}>
              <Mail aria-hidden="true" className="h-4 w-4" />
              {CONTACT_EMAIL}
            </a>
            <a href={`tel:${CONTACT_PHONE_TEL}`} className={`${footerLink} gap-2`}>
              <Phone aria-hidden="true" className="h-4 w-4" />
              {CONTACT_PHONE_DISPLAY}
            </a>
            <span className="inline-flex min-h-10 items-center gap-2">
              <MapPin aria-hidden="true" className="h-4 w-4" />
              {CONTACT_CITY}
            </span>
          </address>
          <h3 className="mt-6 text-base font-bold text-white">
            <Trans>Follow us</Trans>
          </h3>
          <ul className="mt-2 flex gap-2">
            {socials.map((s) => (
              <li key={s.href}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={s.label}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full border border-gray-500 text-sm font-bold text-white hover:bg-gray-700"
                >
                  {/* The mark is drawn (CSS content), not text: the link's name stays 'FreshMarket on LinkedIn' without
                      a visible word ('in') missing from it (WCAG 2.5.3, label in name). */}
                  <span aria-hidden="true" data-mark={s.mark} className="before:content-[attr(data-mark)]" />
                </a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title={<Trans>Download our app</Trans>}>
          <AppDownload />
        </FooterColumn>
      </div>
      <div className="border-t border-gray-700">
        {/* Room on the right for the back-to-top button, which can sit over the end of the page. */}
        <p className="mx-auto max-w-7xl py-4 pl-4 pr-20 text-sm text-gray-300">
          <Trans>© {year} FreshMarket. All rights reserved.</Trans>{' '}
          <Link to="/privacypolicy" className="underline hover:text-white">
            <Trans>Privacy policy</Trans>
          </Link>{' '}
          ·{' '}
          <Link to="/termsandconditions" className="underline hover:text-white">
            <Trans>Terms and conditions</Trans>
          </Link>
        </p>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-lg font-bold text-white">{title}</h2>
      <div className="mt-3">{children}</div>
    </div>
  );
}
