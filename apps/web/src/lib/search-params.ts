import { catalogue } from '@sudsy/domain/catalogue';
import { distanceSlider } from '@sudsy/domain/constants';
import { windowProblem, windowTimeOptions } from '@sudsy/domain/free-time';
import { isIsoDate } from '@sudsy/domain/schedule-schemas';
import { fromMinutes, toMinutes } from '@sudsy/domain/time-slots';

/** A time of day the washer must have free: 'HH:mm' on the half hour; `to` not after `from` runs past midnight. */
export type TimeWindowChoice = { from: string; to: string };

/** What a search asks for: the part of the wizard that a link can carry. */
export type SearchCriteria = {
  serviceIds: string[];
  /** yyyy-MM-dd, today or later. */
  date: string | null;
  /** Null: any time of day. */
  timeWindow: TimeWindowChoice | null;
  address: string;
  maxMiles: number;
  /** "Verified only": washers whose ID and insurance an operator checked (`verified=1`). */
  verifiedOnly?: boolean;
};

/** How step 2 shows the washers found: the list (the accessible default) or the map. */
export type ResultsView = 'list' | 'map';

/** The wizard as its address shows it: the criteria, and on step 2 the washers ticked so far and how they are shown. */
export type WizardParams = SearchCriteria & { step: 1 | 2; selected: string[]; view?: ResultsView };

export const emptyCriteria: SearchCriteria = {
  serviceIds: [],
  date: null,
  timeWindow: null,
  address: '',
  maxMiles: distanceSlider.default,
  verifiedOnly: false,
};

const catalogueIds = new Set(catalogue.map((service) => service.id));

function listOf(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

function milesOf(value: string | null): number {
  const miles = Number(value);
  const fits = value !== null && Number.isInteger(miles) && miles >= distanceSlider.min && miles <= distanceSlider.max;
  return fits ? miles : distanceSlider.default;
}

function timeWindowOf(from: string | null, to: string | null): TimeWindowChoice | null {
  if (from === null || to === null || !windowTimeOptions.includes(from) || !windowTimeOptions.includes(to)) return null;
  return windowProblem({ from, to }) === null ? { from, to } : null;
}

/**
 * Reads the wizard from a query string. Anything a hand-edited or stale link gets wrong (an
 * unknown service, a past or malformed date, a distance off the slider) is dropped rather than
 * refused, so the link still opens a usable form.
 */
export function readWizardParams(params: URLSearchParams, today: string): WizardParams {
  const date = params.get('date');
  const step = params.get('step') === '2' ? 2 : 1;
  return {
    serviceIds: listOf(params.get('services')).filter((id) => catalogueIds.has(id)),
    date: date !== null && isIsoDate(date) && date >= today ? date : null,
    timeWindow: timeWindowOf(params.get('from'), params.get('to')),
    address: params.get('address') ?? '',
    maxMiles: milesOf(params.get('maxMiles')),
    verifiedOnly: params.get('verified') === '1',
    step,
    selected: step === 2 ? listOf(params.get('selected')) : [],
    view: step === 2 && params.get('view') === 'map' ? 'map' : 'list',
  };
}

/** The query string of a wizard state; empty and default values stay out of it. */
export function wizardSearchParams({
  serviceIds,
  date,
  timeWindow,
  address,
  maxMiles,
  verifiedOnly,
  step,
  selected,
  view,
}: WizardParams): URLSearchParams {
  const params = new URLSearchParams();
  if (serviceIds.length > 0) params.set('services', serviceIds.join(','));
  if (date) params.set('date', date);
  if (timeWindow) {
    params.set('from', timeWindow.from);
    params.set('to', timeWindow.to);
  }
  if (address !== '') params.set('address', address);
  if (maxMiles !== distanceSlider.default) params.set('maxMiles', String(maxMiles));
  if (verifiedOnly) params.set('verified', '1');
  if (step === 2) {
    params.set('step', '2');
    if (selected.length > 0) params.set('selected', selected.join(','));
    if (view === 'map') params.set('view', 'map');
  }
  return params;
}

/** Whether two criteria ask the same search (service order does not matter). */
export function sameCriteria(a: SearchCriteria, b: SearchCriteria): boolean {
  const services = (ids: string[]) => [...ids].sort().join(',');
  return (
    a.address.trim() === b.address.trim() &&
    a.date === b.date &&
    a.timeWindow?.from === b.timeWindow?.from &&
    a.timeWindow?.to === b.timeWindow?.to &&
    a.maxMiles === b.maxMiles &&
    Boolean(a.verifiedOnly) === Boolean(b.verifiedOnly) &&
    services(a.serviceIds) === services(b.serviceIds)
  );
}

/** What a link may fill in on step 2's Your Request besides the search: Book again's vehicle and notes. */
export type RequestPrefill = { vehicleId: string; notes: string };

export function readRequestPrefill(params: URLSearchParams): RequestPrefill {
  return { vehicleId: params.get('vehicle') ?? '', notes: params.get('notes') ?? '' };
}

type BookAgain = { washerId: string; serviceIds: string[]; address: string } & Partial<RequestPrefill>;

/**
 * The wizard's step 2 for a job done before: the same services at the same address, searched as
 * far as the wizard looks (so the washer who came before is found wherever their base is within
 * reach), that washer ticked, and the request's vehicle and notes filled in.
 */
export function bookAgainPath({ washerId, serviceIds, address, vehicleId, notes }: BookAgain): string {
  const params = wizardSearchParams({
    serviceIds: serviceIds.filter((id) => catalogueIds.has(id)),
    date: null,
    timeWindow: null,
    address,
    maxMiles: distanceSlider.max,
    step: 2,
    selected: [washerId],
  });
  if (vehicleId) params.set('vehicle', vehicleId);
  if (notes) params.set('notes', notes);
  return `/providers?${params.toString()}`;
}

type SameSlot = {
  serviceIds: string[];
  address: string;
  date: string;
  start: string;
  end: string;
} & Partial<RequestPrefill>;

/** 'HH:mm' to the half hour before (down) or after (up): the wizard's time window takes half hours. */
function toHalfHour(time: string, direction: 'down' | 'up'): string {
  const halves = toMinutes(time) / 30;
  return fromMinutes(Math.min((direction === 'down' ? Math.floor(halves) : Math.ceil(halves)) * 30, 23 * 60 + 30));
}

/**
 * A new search for the washers free when a cancelled booking was to be (docs/product.md, "The
 * booking page"): its date and its time as the window, the same services and place, and the
 * request's vehicle and notes for Your Request.
 */
export function sameSlotPath({ serviceIds, address, date, start, end, vehicleId, notes }: SameSlot): string {
  const window = { from: toHalfHour(start, 'down'), to: toHalfHour(end, 'up') };
  const params = wizardSearchParams({
    serviceIds: serviceIds.filter((id) => catalogueIds.has(id)),
    date,
    timeWindow: windowProblem(window) === null ? window : null,
    address,
    maxMiles: distanceSlider.default,
    step: 2,
    selected: [],
  });
  if (vehicleId) params.set('vehicle', vehicleId);
  if (notes) params.set('notes', notes);
  return `/providers?${params.toString()}`;
}
