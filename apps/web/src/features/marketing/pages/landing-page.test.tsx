import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogue, featuredServices } from '@sudsy/domain/catalogue';
import { formatCents } from '@sudsy/domain/money';
import { headingLevels, isWellNested } from '../test/heading-levels';
import { LandingPage } from './landing-page';

function renderLanding() {
  render(
    <MemoryRouter>
      <LandingPage />
    </MemoryRouter>,
  );
}

describe('LandingPage', () => {
  it('has a single h1 and a heading outline without skipped levels', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(isWellNested(headingLevels())).toBe(true);
  });

  it('sends Get Started to /register and Become a Provider to /providers', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Become a Provider' }).getAttribute('href')).toBe('/providers');
  });

  it('explains the four steps in order', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'How It Works' });
    const steps = within(section).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Request',
      'Receive Bids',
      'Choose',
      'Get Serviced',
    ]);
  });

  it('lists six benefits', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Why Choose Sudsy' });
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual([
      'Vetted providers',
      'Location flexibility',
      'Scheduling freedom',
      'Before/after photos',
      'Secure payments',
      'Transparent, competitive quotes',
    ]);
  });

  it('previews the featured services as cards with catalogue prices', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: /quick wash/i });
    for (const service of featuredServices()) {
      const card = within(section).getByRole('heading', { level: 3, name: service.name }).closest('[data-slot="card"]');
      expect(card).not.toBeNull();
      expect(card?.textContent).toContain(service.description);
      expect(card?.textContent).toContain(`${service.estimatedMinutes} min`);
      expect(card?.textContent).toContain(formatCents(service.basePriceCents));
    }
  });

  it('prices every catalogue service in the full catalogue list', () => {
    renderLanding();
    const list = screen.getByRole('heading', { name: 'The full catalogue' }).parentElement;
    expect(list).not.toBeNull();
    const rows = within(list as HTMLElement).getAllByRole('listitem');
    expect(rows).toHaveLength(catalogue.length);
    catalogue.forEach((service, index) => {
      expect(rows[index]?.textContent).toContain(service.name);
      expect(rows[index]?.textContent).toContain(formatCents(service.basePriceCents));
    });
  });

  it('invites owners and washers to sign up', () => {
    renderLanding();
    const section = screen.getByRole('region', { name: 'Ready for a cleaner car?' });
    expect(within(section).getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe('/register');
    expect(within(section).getByRole('link', { name: 'Sign up as a washer' }).getAttribute('href')).toBe(
      '/register?role=washer',
    );
  });
});
