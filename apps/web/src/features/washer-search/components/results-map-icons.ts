import { divIcon, type DivIcon } from 'leaflet';
import { milesAwayLabel } from '@sudsy/domain/geo';
import { initialsOf } from '@/lib/initials';
import { cn } from '@/lib/utils';

// The results map's markers: a washer's initials, a numbered cluster, the search point.

const markerFocus = 'outline-none focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-2';

/**
 * A marker's face: what it shows, hidden from screen readers, and what they read instead. Built as
 * elements, not markup, so a business name is only ever text. It centres itself: leaflet.css, which
 * sits outside Tailwind's layers, keeps the marker's own element a block.
 */
function markerFace(shown: string, spoken: string): HTMLElement {
  const face = document.createElement('span');
  face.className = 'flex size-full items-center justify-center';
  const visible = document.createElement('span');
  visible.setAttribute('aria-hidden', 'true');
  visible.textContent = shown;
  const label = document.createElement('span');
  label.className = 'sr-only';
  label.textContent = spoken;
  face.append(visible, label);
  return face;
}

type WasherLook = { businessName: string; distanceMiles: number | null; selected: boolean; open: boolean };

export function washerIcon({ businessName, distanceMiles, selected, open }: WasherLook): DivIcon {
  const spoken = [
    businessName,
    distanceMiles === null ? null : milesAwayLabel(distanceMiles),
    selected ? 'selected' : null,
  ].filter(Boolean);
  return divIcon({
    html: markerFace(initialsOf(businessName, businessName), spoken.join(', ')),
    iconSize: [34, 34],
    className: cn(
      'rounded-full border-2 border-background text-xs font-semibold shadow-md',
      selected ? 'bg-emerald-700 text-white' : 'bg-primary text-primary-foreground',
      open && 'ring-4 ring-primary/50',
      markerFocus,
    ),
  });
}

export function clusterIcon(count: number, spoken: string): DivIcon {
  return divIcon({
    html: markerFace(String(count), spoken),
    iconSize: [40, 40],
    className: cn(
      'rounded-full border-[3px] border-primary bg-background text-sm font-bold text-foreground shadow-md',
      markerFocus,
    ),
  });
}

export function originIcon(): DivIcon {
  return divIcon({
    html: markerFace('', 'Search location'),
    iconSize: [20, 20],
    className: 'rounded-full border-[3px] border-white bg-rose-600 shadow-md ring-4 ring-rose-600/30',
  });
}
