export const certificationOptions = [
  { id: 'detail-cert', name: 'Professional Auto Detailing Certification' },
  { id: 'eco-cert', name: 'Eco-Friendly Cleaning Certification' },
  { id: 'luxury-cert', name: 'Luxury Vehicle Specialist' },
  { id: 'mobile-cert', name: 'Mobile Service Certification' },
  { id: 'insurance-cert', name: 'Insured & Bonded' },
] as const;

export type CertificationId = (typeof certificationOptions)[number]['id'];
export const certificationIds = certificationOptions.map((option) => option.id) as [
  CertificationId,
  ...CertificationId[],
];
