import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { vehicleTypes } from './constants';
import { suggestedQuoteCents } from './quote';
import {
  defaultSizeSurcharges,
  priceForVehicle,
  sizeSurchargeMessages,
  sizeSurchargesSchema,
  withSizeSurcharge,
} from './size-pricing';

const pricing = {
  offerings: [{ serviceId: 'express-wash', minPriceCents: 4000 }],
  customServices: [],
  sizeSurcharges: { ...defaultSizeSurcharges, suv: 20 },
};

describe('suggestedQuoteCents', () => {
  it("sums the washer's own prices (the catalogue's where they set none) and adds the car's surcharge", () => {
    // express-wash at the washer's $40; interior-detail at the catalogue's base price.
    const sedan = suggestedQuoteCents(['express-wash', 'interior-detail'], 'sedan', pricing);
    const suv = suggestedQuoteCents(['express-wash', 'interior-detail'], 'suv', pricing);
    expect(sedan).not.toBeNull();
    expect(suv).toBe(Math.round(((sedan ?? 0) * 120) / 100));
    expect(suggestedQuoteCents(['express-wash'], 'suv', pricing)).toBe(4800);
    expect(suggestedQuoteCents(['express-wash'], null, pricing)).toBe(4000);
  });

  it('has nothing to suggest for services nobody can price', () => {
    expect(suggestedQuoteCents([], 'sedan', pricing)).toBeNull();
    expect(suggestedQuoteCents(['custom-gone'], 'sedan', pricing)).toBeNull();
  });
});

describe('withSizeSurcharge', () => {
  it('never lowers a price, and a larger surcharge never gives less', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.constantFrom(...vehicleTypes),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (cents, type, low, extra) => {
          const lower = withSizeSurcharge(cents, type, { ...defaultSizeSurcharges, [type]: low });
          const higher = withSizeSurcharge(cents, type, { ...defaultSizeSurcharges, [type]: low + extra });
          expect(lower).toBeGreaterThanOrEqual(cents);
          expect(higher).toBeGreaterThanOrEqual(lower);
        },
      ),
    );
  });
});

describe('priceForVehicle', () => {
  it("adds the washer's percentage for the car's type as its own line", () => {
    expect(priceForVehicle(4000, 'suv', pricing.sizeSurcharges)).toEqual({
      servicesCents: 4000,
      surchargePercent: 20,
      surchargeCents: 800,
      totalCents: 4800,
    });
    expect(priceForVehicle(4000, null, pricing.sizeSurcharges)).toMatchObject({ surchargeCents: 0, totalCents: 4000 });
  });

  it('is always the listed prices plus the surcharge line, and what the quote dialog suggests', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_00 }), fc.constantFrom(...vehicleTypes), (cents, type) => {
        const price = priceForVehicle(cents, type, defaultSizeSurcharges);
        expect(price.totalCents).toBe(price.servicesCents + price.surchargeCents);
        const offerings = [{ serviceId: 'express-wash', minPriceCents: cents }];
        const sizeSurcharges = defaultSizeSurcharges;
        expect(suggestedQuoteCents(['express-wash'], type, { offerings, customServices: [], sizeSurcharges })).toBe(
          price.totalCents,
        );
      }),
    );
  });
});

describe('sizeSurchargesSchema', () => {
  it('takes a whole percentage from 0 to 200 for every vehicle type', () => {
    expect(sizeSurchargesSchema.parse(defaultSizeSurcharges)).toEqual(defaultSizeSurcharges);
    const over = sizeSurchargesSchema.safeParse({ ...defaultSizeSurcharges, van: 201 });
    expect(over.error?.issues[0]).toMatchObject({ path: ['van'], message: sizeSurchargeMessages.range });
    const part = sizeSurchargesSchema.safeParse({ ...defaultSizeSurcharges, suv: 12.5 });
    expect(part.error?.issues[0]?.message).toBe(sizeSurchargeMessages.whole);
    expect(sizeSurchargesSchema.safeParse({ sedan: 0 }).success).toBe(false);
  });
});
