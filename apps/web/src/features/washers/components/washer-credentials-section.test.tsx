import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicCredentials } from '@sudsy/domain/washer-credentials';
import { AppProviders } from '@/app/providers';
import { createTestQueryClient } from '@/test/render-app';
import { WasherCredentialsSection } from './washer-credentials-section';

const credentials: PublicCredentials = {
  insured: true,
  insuranceNumber: null,
  skills: [{ id: 's1', name: 'Ceramic coating', level: 'expert' }],
  certifications: [
    {
      id: 'c1',
      name: 'IDA Certified Detailer',
      issuer: 'International Detailing Association',
      issueDate: '2024-03-01',
      expiryDate: '2027-03-01',
      verificationUrl: 'https://ida.example/verify/1',
    },
  ],
};

function renderSection(answer: PublicCredentials) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(answer)),
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <WasherCredentialsSection washerId="washer-1" />
    </AppProviders>,
  );
}

describe('Skills & Credentials on the public washer page', () => {
  it('lists skills with their level and certifications with issuer, dates and a safe verification link', async () => {
    renderSection(credentials);
    expect(await screen.findByText('Ceramic coating')).toBeInTheDocument();
    expect(screen.getByText('· Expert')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /IDA Certified Detailer/ });
    expect(link).toHaveAttribute('href', 'https://ida.example/verify/1');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(
      screen.getByText(/International Detailing Association · issued Mar 1, 2024 · expires Mar 1, 2027/),
    ).toBeInTheDocument();
  });

  it('says the policy number is for customers with a booking unless the answer carries it', async () => {
    renderSection(credentials);
    expect(await screen.findByText('The policy number is shown to customers with a booking.')).toBeInTheDocument();
  });

  it('shows the policy number when the server sends it', async () => {
    renderSection({ ...credentials, insuranceNumber: 'POL-884 21' });
    expect(await screen.findByText('POL-884 21')).toBeInTheDocument();
  });
});
