import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reportedLabel } from '@sudsy/domain/moderation';
import { profileReportMessages, profileReportReasons, profileReportTexts } from '@sudsy/domain/profile-moderation';
import { renderApp, sessionFor } from '@/test/render-app';
import { fakeWasherApi } from '../testing/fake-washer-api';
import { loadPageCode } from '@/test/load-page-code';

vi.mock('@/components/maps/service-area-map', () => ({
  default: ({ label }: { label: string }) => <figure aria-label={label} />,
}));

const heading = { level: 1, name: 'Sparkle Mobile Detailing' } as const;

// After the mocks above (vi.mock is hoisted), before any test: see loadPageCode.
await loadPageCode('/providers/:id');

describe('Report this profile on a public washer page', () => {
  it('sends a signed-in user’s report with a reason and details', async () => {
    const sent = fakeWasherApi({ session: sessionFor('owner') });
    const { user } = renderApp('/providers/washer-1');
    await user.click(await screen.findByRole('button', { name: profileReportTexts.button }));
    const dialog = await screen.findByRole('dialog', { name: profileReportTexts.title });
    await user.click(within(dialog).getByRole('button', { name: profileReportTexts.submit }));
    expect(await within(dialog).findByText(profileReportMessages.reasonRequired)).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: profileReportReasons['misleading-photos'] }));
    await user.type(within(dialog).getByRole('textbox'), 'Stock photos');
    await user.click(within(dialog).getByRole('button', { name: profileReportTexts.submit }));
    await waitFor(() => expect(sent.map((entry) => entry.path)).toContain('/api/washers/washer-1/report'));
    // Taken: the page says so in place of the button, so nobody tries a second time.
    expect(await screen.findByText(reportedLabel({ outcome: null, reason: null }))).toBeVisible();
    expect(screen.queryByRole('button', { name: profileReportTexts.button })).toBeNull();
  });

  it('shows someone who reported the profile their report and its outcome, in place of the button', async () => {
    fakeWasherApi({
      session: sessionFor('owner'),
      myProfileReport: { outcome: 'keep', reason: 'A real business with its own photos' },
    });
    renderApp('/providers/washer-1');
    expect(await screen.findByText('Reported · kept after review: A real business with its own photos')).toBeVisible();
    expect(screen.queryByRole('button', { name: profileReportTexts.button })).toBeNull();
  });

  it('is not offered to someone signed out', async () => {
    fakeWasherApi({ session: null });
    renderApp('/providers/washer-1');
    await screen.findByRole('heading', heading);
    expect(screen.queryByRole('button', { name: profileReportTexts.button })).toBeNull();
  });
});
