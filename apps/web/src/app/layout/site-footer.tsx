import { Link } from 'react-router';
import { AppleIcon, SmartphoneIcon } from 'lucide-react';
import { Logo } from '@/app/layout/logo';

const linkColumns = [
  {
    title: 'Services',
    links: [
      { label: 'Get Quotes', to: '/providers' },
      { label: 'Browse Services', to: '/customer/services' },
      { label: 'Become a Washer', to: '/register?role=washer' },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About Us', to: '/about' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Service', to: '/terms' },
    ],
  },
] as const;

// Not launched yet: named as plain text, never as links that lead nowhere.
const socialNetworks = ['Facebook', 'Instagram', 'X'] as const;
const appStores = [
  { name: 'App Store', icon: AppleIcon },
  { name: 'Google Play', icon: SmartphoneIcon },
] as const;

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[minmax(0,1.4fr)_minmax(0,2fr)] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo className="self-start" />
          <p className="max-w-xs text-sm text-muted-foreground">
            Car washing and detailing that comes to you. Request quotes from vetted local washers and book the one that
            fits.
          </p>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">
              Follow us <span className="font-normal text-muted-foreground">· coming soon</span>
            </h2>
            <ul className="flex flex-wrap items-center gap-2" aria-label="Social networks, coming soon">
              {socialNetworks.map((network) => (
                <li key={network} className="rounded-full border bg-background px-3 py-1 text-xs text-muted-foreground">
                  {network}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-2">
            <h2 className="text-sm font-semibold">Get the app</h2>
            <ul className="flex flex-wrap gap-2" aria-label="Mobile apps, coming soon">
              {appStores.map(({ name, icon: Icon }) => (
                <li
                  key={name}
                  className="flex items-center gap-2 rounded-lg border bg-background px-3 py-1.5 text-muted-foreground"
                >
                  <Icon className="size-5 shrink-0" aria-hidden />
                  <span className="flex flex-col leading-tight">
                    <span className="text-[0.6875rem]">Coming soon to</span>
                    <span className="text-sm font-medium text-foreground">{name}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {linkColumns.map((column) => (
            <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
              <h2 id={`footer-${column.title}`} className="text-sm font-semibold">
                {column.title}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {/* Marked for a visitor page's script, which no app re-renders: its drawing keeps the build's year. */}©{' '}
          <span data-current-year>{new Date().getFullYear()}</span> Sudsy. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
