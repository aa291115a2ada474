import { describe, expect, it } from 'vitest';
import { certificationIds, certificationOptions } from './certifications';

describe('certification options', () => {
  it('are the five options with their exact ids and names, in order', () => {
    expect(certificationOptions).toEqual([
      { id: 'detail-cert', name: 'Professional Auto Detailing Certification' },
      { id: 'eco-cert', name: 'Eco-Friendly Cleaning Certification' },
      { id: 'luxury-cert', name: 'Luxury Vehicle Specialist' },
      { id: 'mobile-cert', name: 'Mobile Service Certification' },
      { id: 'insurance-cert', name: 'Insured & Bonded' },
    ]);
  });

  it('list their ids in the same order for validation', () => {
    expect(certificationIds).toEqual(['detail-cert', 'eco-cert', 'luxury-cert', 'mobile-cert', 'insurance-cert']);
  });

  it('have unique ids and unique names', () => {
    expect(new Set(certificationOptions.map((option) => option.id)).size).toBe(5);
    expect(new Set(certificationOptions.map((option) => option.name)).size).toBe(5);
  });
});
