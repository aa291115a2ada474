import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { catalogue } from './catalogue';
import { serviceRequestSummary } from './service-request-summary';

const ids = catalogue.map((service) => service.id);
const selectionArb = fc.subarray(ids);

describe('service request summary', () => {
  it('sums base prices with two decimals and minutes', () => {
    expect(serviceRequestSummary(['express-wash', 'clay-bar'])).toEqual({
      totalCents: 7500,
      totalMinutes: 75,
      costText: '$75.00',
      durationText: '75 min',
    });
    expect(serviceRequestSummary([])).toEqual({
      totalCents: 0,
      totalMinutes: 0,
      costText: '$0.00',
      durationText: '0 min',
    });
  });

  it('is the sum over the chosen services, whatever the order', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const summary = serviceRequestSummary(selection);
        const chosen = catalogue.filter((service) => selection.includes(service.id));
        const reversed = serviceRequestSummary([...selection].reverse());
        return (
          summary.totalCents === chosen.reduce((sum, service) => sum + service.basePriceCents, 0) &&
          summary.totalMinutes === chosen.reduce((sum, service) => sum + service.estimatedMinutes, 0) &&
          reversed.totalCents === summary.totalCents &&
          reversed.totalMinutes === summary.totalMinutes
        );
      }),
    );
  });

  it('adds up: the summary of two disjoint selections is the sum of their summaries', () => {
    fc.assert(
      fc.property(selectionArb, selectionArb, (a, b) => {
        const right = b.filter((id) => !a.includes(id));
        const whole = serviceRequestSummary([...a, ...right]);
        return (
          whole.totalCents === serviceRequestSummary(a).totalCents + serviceRequestSummary(right).totalCents &&
          whole.totalMinutes === serviceRequestSummary(a).totalMinutes + serviceRequestSummary(right).totalMinutes
        );
      }),
    );
  });

  it('always shows the cost with exactly two decimals, reading back as the total', () => {
    fc.assert(
      fc.property(selectionArb, (selection) => {
        const { costText, totalCents } = serviceRequestSummary(selection);
        return (
          /^\$\d{1,3}(,\d{3})*\.\d{2}$/.test(costText) &&
          Math.round(Number(costText.replace(/[$,]/g, '')) * 100) === totalCents
        );
      }),
    );
  });

  it('ignores ids that are not catalogue services', () => {
    fc.assert(
      fc.property(
        selectionArb,
        fc.array(fc.string().filter((id) => !ids.includes(id))),
        (selection, unknown) =>
          serviceRequestSummary([...selection, ...unknown]).totalCents === serviceRequestSummary(selection).totalCents,
      ),
    );
  });
});
