import type { ComponentType } from 'react';
import { LandingPage } from '@/features/marketing/pages/landing-page';

/**
 * Pages a visitor without a session gets drawn without the app (docs/decisions/017), by path: the
 * landing page, which has nothing to do but be read and lead on, so its first visit loads no
 * framework. A session cookie brings the app's own drawing of the page instead.
 */
export const visitorPages: Record<string, ComponentType> = { '/': LandingPage };
