import type { ComponentType } from 'react';
import { AboutPage } from '@/features/marketing/pages/about-page';
import { ContactPage } from '@/features/marketing/pages/contact-page';
import { LandingPage } from '@/features/marketing/pages/landing-page';
import { PrivacyPage } from '@/features/marketing/pages/privacy-page';
import { TermsPage } from '@/features/marketing/pages/terms-page';

/**
 * Pages a visitor without a session gets drawn without the app (docs/decisions/017), by path: the
 * landing page and the company and legal pages, which have nothing to do but be read and lead on,
 * so a first visit runs no framework. (The FAQ's answers open and close, which takes the app.) A
 * session cookie brings the app's own drawing of the page instead.
 */
export const visitorPages: Record<string, ComponentType> = {
  '/': LandingPage,
  '/about': AboutPage,
  '/contact': ContactPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};
