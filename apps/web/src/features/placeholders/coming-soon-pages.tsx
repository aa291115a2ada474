import type { ComponentType } from 'react';
import { ComingSoon, type ComingSoonProps } from '@/features/placeholders/coming-soon';

// Pages of the route table that later work builds; each route swaps its entry for the real page.
const pages = {
  '/provider/bids': {
    title: 'Service Bids',
    purpose: 'Here you will answer quote requests in your area and follow the quotes you have sent.',
  },
  '/messages': { title: 'Messages', purpose: 'Here you will talk with customers and washers about requests and appointments.' },
} as const satisfies Record<string, ComingSoonProps>;

export type ComingSoonPath = keyof typeof pages;

/** The route module of a page that is still to come (React Router's lazy `Component`). */
export function comingSoonPage(path: ComingSoonPath): ComponentType {
  const props = pages[path];
  return function ComingSoonPage() {
    return <ComingSoon {...props} />;
  };
}
