import { describe, expect, it } from 'vitest';
import { catalogue } from '@sudsy/domain/catalogue';
import { defaultWasherProfile, newOffering } from '@sudsy/domain/washer-profile';
import { fromFormValues, offeringToFields, priceMessages, toFormValues, type OfferingFields } from './profile-form';

const withOffering = (fields: Partial<OfferingFields>) => ({
  ...toFormValues(defaultWasherProfile()),
  serviceOfferings: [
    { serviceId: 'express-wash', minPrice: '35', maxPrice: '52.50', estimatedMinutes: '30', ...fields },
  ],
});

describe('the setup form and the profile', () => {
  it('shows every new offering in dollars and reads it back in cents unchanged', () => {
    for (const service of catalogue) {
      const offering = newOffering(service);
      const result = fromFormValues({
        ...toFormValues(defaultWasherProfile()),
        serviceOfferings: [offeringToFields(offering)],
      });
      expect(result).toEqual({ ok: true, profile: expect.objectContaining({ serviceOfferings: [offering] }) });
    }
  });

  it('writes whole dollars without cents and other amounts with two decimals', () => {
    expect(
      offeringToFields({ serviceId: 'express-wash', minPriceCents: 3500, maxPriceCents: 5250, estimatedMinutes: 30 }),
    ).toEqual({
      serviceId: 'express-wash',
      minPrice: '35',
      maxPrice: '52.50',
      estimatedMinutes: '30',
    });
  });

  it.each([
    [{ minPrice: '' }, priceMessages.required],
    [{ minPrice: '12.345' }, priceMessages.format],
    [{ minPrice: '-5' }, priceMessages.format],
    [{ minPrice: '0' }, priceMessages.positive],
    [{ minPrice: '60' }, priceMessages.order],
    [{ estimatedMinutes: '0' }, 'Duration must be at least 1 minute'],
    [{ estimatedMinutes: '1.5' }, 'Enter whole minutes'],
  ])('refuses %o: %s', (fields, message) => {
    expect(fromFormValues(withOffering(fields))).toEqual({ ok: false, message });
  });

  it('accepts equal minimum and maximum prices', () => {
    expect(fromFormValues(withOffering({ minPrice: '40', maxPrice: '40.00' }))).toMatchObject({ ok: true });
  });
});
