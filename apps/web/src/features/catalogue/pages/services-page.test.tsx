import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogue, catalogueByCategory } from '@sudsy/domain/catalogue';
import { formatCents, formatMinutes } from '@sudsy/domain/money';
import { mockApi, renderApp, sessionFor } from '@/test/render-app';

describe('services catalogue', () => {
  it('lists all 16 services with their type, minutes and price under All Services', async () => {
    mockApi(sessionFor('owner'));
    renderApp('/customer/services');
    const all = await screen.findByRole('list', { name: 'All Services' });
    const cards = within(all).getAllByRole('listitem');
    expect(cards).toHaveLength(16);
    catalogue.forEach((service, index) => {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading')).toHaveTextContent(service.name);
      expect(card).toHaveTextContent(service.description);
      expect(card).toHaveTextContent(formatMinutes(service.estimatedMinutes));
      expect(card).toHaveTextContent(formatCents(service.basePriceCents));
      expect(within(card).getByRole('link', { name: `Select Service: ${service.name}` })).toHaveAttribute(
        'href',
        `/providers?services=${service.id}`,
      );
    });
  });

  it('has one tab per category with that category’s services', async () => {
    mockApi(sessionFor('owner'));
    const { user } = renderApp('/customer/services');
    await screen.findByRole('list', { name: 'All Services' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'All Services',
      'Main Services',
      'Add-Ons',
      'Premium Services',
    ]);
    for (const category of catalogueByCategory()) {
      await user.click(screen.getByRole('tab', { name: category.label }));
      const list = await screen.findByRole('list', { name: category.label });
      expect(within(list).getAllByRole('listitem')).toHaveLength(category.services.length);
    }
  });
});
