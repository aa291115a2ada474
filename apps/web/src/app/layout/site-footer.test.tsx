import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/test/render-app';

describe('footer', () => {
  it('links the service, company and legal pages', async () => {
    mockApi(null);
    renderApp('/providers');
    const footer = screen.getByRole('contentinfo');
    const column = (name: string) =>
      within(within(footer).getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
    expect(column('Services')).toEqual(['/providers', '/customer/services', '/register?role=washer']);
    expect(column('Company')).toEqual(['/about', '/faq', '/contact']);
    expect(column('Legal')).toEqual(['/privacy', '/terms']);
  });

  it('names social networks and app stores as coming soon, without links, and carries the copyright', () => {
    mockApi(null);
    renderApp('/providers');
    const footer = screen.getByRole('contentinfo');
    for (const name of ['Social networks, coming soon', 'Mobile apps, coming soon']) {
      expect(within(within(footer).getByRole('list', { name })).queryAllByRole('link')).toEqual([]);
    }
    expect(within(footer).getByText('Google Play')).toBeInTheDocument();
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Sudsy. All rights reserved.`);
  });

  it('sits with the header, a skip link and the main landmark on every page', async () => {
    mockApi(null);
    renderApp('/no-such-page');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
