import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeWasherApi } from '../testing/fake-washer-api';
import { loadPageCode } from '@/test/load-page-code';

vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const heading = { level: 1, name: 'Sparkle Mobile Detailing' } as const;

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/providers/:id');

describe('the heart on a public washer page', () => {
  it('saves the washer to an owner’s favourites and removes them again', async () => {
    const sent = fakeWasherApi({ session: sessionFor('owner') });
    const { user } = renderApp('/providers/washer-1');
    const save = await screen.findByRole('button', { name: 'Save Sparkle Mobile Detailing to favourites' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(save).toHaveAttribute('aria-pressed', 'false');

    await user.click(save);
    const remove = await screen.findByRole('button', { name: 'Remove Sparkle Mobile Detailing from favourites' });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    await user.click(remove);
    expect(
      await screen.findByRole('button', { name: 'Save Sparkle Mobile Detailing to favourites' }),
    ).toBeInTheDocument();
    expect(sent.map((entry) => entry.path)).toEqual([
      'PUT /api/favourites/washer-1',
      'DELETE /api/favourites/washer-1',
    ]);
  });

  it('undoes a refused save and says why in a toast', async () => {
    const limit = 'You can keep up to 100 favourite washers. Remove one to add another.';
    fakeWasherApi({
      session: sessionFor('owner'),
      answer: () => Response.json({ error: { code: 'limit_reached', message: limit } }, { status: 409 }),
    });
    const { user } = renderApp('/providers/washer-1');
    const save = await screen.findByRole('button', { name: 'Save Sparkle Mobile Detailing to favourites' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Save Sparkle Mobile Detailing to favourites', pressed: false }),
    ).toBeInTheDocument();
  });

  it.each([
    ['visitors', null],
    ['washers', sessionFor('washer')],
  ])('is not shown to %s', async (_who, session) => {
    fakeWasherApi({ session });
    renderApp('/providers/washer-1');
    await screen.findByRole('heading', heading);
    expect(screen.queryByRole('button', { name: /favourites/ })).not.toBeInTheDocument();
  });
});
