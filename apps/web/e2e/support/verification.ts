import { expect } from '@playwright/test';
import type { TestUser } from './accounts';
import { asUser } from './api';
import { photoOf } from './marketplace';

// A washer's verification (docs/product.md, "Washer verification") as journeys set it up.

/** A date a year from today ('yyyy-MM-dd'): an insurance expiry that keeps the badge. */
export const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** The washer's ID, insurance certificate and its expiry, sent for review as the Verification card sends them. */
export async function sendForReviewThroughApi(washer: TestUser): Promise<void> {
  await asUser(washer, async (api) => {
    const files = {
      'id-document': { name: 'id.jpg', mimeType: 'image/jpeg', buffer: await photoOf({ r: 200, g: 180, b: 160 }) },
      'insurance-certificate': {
        name: 'insurance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n'),
      },
    };
    for (const [kind, file] of Object.entries(files)) {
      const sent = await api.put(`/api/verification/documents/${kind}`, { multipart: { file } });
      expect(sent.status(), await sent.text()).toBe(200);
    }
    const expiry = await api.put('/api/verification/insurance-expiry', { data: { insuranceExpiresOn: inAYear() } });
    expect(expiry.status(), await expiry.text()).toBe(200);
    const submitted = await api.post('/api/verification/submission');
    expect(submitted.status(), await submitted.text()).toBe(200);
  });
}
