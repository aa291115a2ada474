import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, sessionFor } from '@/test/render-app';
import { ThemeMenu } from './theme-menu';
import { UserMenu } from './user-menu';

// The header loads its menus lazily and shows their buttons meanwhile; a press on a button in that
// moment must not be lost, so the header asks the menu to open as it mounts.

function renderInApp(ui: React.ReactNode) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the header menus pressed while loading', () => {
  it('open the account menu as it mounts', async () => {
    renderInApp(<UserMenu user={sessionFor('owner').user} openAtOnce />);
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('open the theme menu as it mounts', async () => {
    renderInApp(<ThemeMenu openAtOnce />);
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toBeInTheDocument();
  });

  it('stay closed when nobody pressed', () => {
    renderInApp(<UserMenu user={sessionFor('owner').user} />);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
