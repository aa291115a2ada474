import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { certificationOptions } from '@sudsy/domain/certifications';
import { mockWasherApi } from '../testing/mock-washer-api';
import { renderAt } from '../testing/render-setup';
import { settleAfterEach } from '../testing/settle-after-each';

settleAfterEach();

async function openProfileTab() {
  const api = mockWasherApi();
  const view = renderAt('/provider/profile?tab=profile');
  await screen.findByLabelText('Years of experience');
  return { api, ...view };
}

describe('Profile tab', () => {
  it('takes years of experience from 0 to 50, anything else becoming a number in range', async () => {
    const { user } = await openProfileTab();
    const years = screen.getByLabelText('Years of experience');
    expect(years).toHaveValue(5);

    await user.clear(years);
    expect(years).toHaveValue(0);
    await user.type(years, '75');
    expect(years).toHaveValue(50);
    await user.clear(years);
    await user.type(years, 'abc');
    expect(years).toHaveValue(0);
    await user.type(years, '12');
    expect(years).toHaveValue(12);
  });

  it('offers the five certifications as a checklist and saves the ticked ones in catalogue order', async () => {
    const { user, api } = await openProfileTab();
    const card = screen.getByRole('region', { name: 'Certifications' });
    expect(within(card).getAllByRole('checkbox')).toHaveLength(certificationOptions.length);
    for (const option of certificationOptions)
      expect(within(card).getByRole('checkbox', { name: option.name })).not.toBeChecked();

    await user.click(within(card).getByRole('checkbox', { name: 'Insured & Bonded' }));
    await user.click(within(card).getByRole('checkbox', { name: 'Eco-Friendly Cleaning Certification' }));
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'Green Suds');
    await user.type(screen.getByLabelText('Business description'), 'Waterless washes since 2015.');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));

    // The last save: on a slow machine the 2-second auto-save may send part of the edits first.
    await waitFor(() =>
      expect(api.state.saves.at(-1)).toMatchObject({
        businessName: 'Green Suds',
        bio: 'Waterless washes since 2015.',
        certifications: ['eco-cert', 'insurance-cert'],
      }),
    );
  });

  it('asks 24 hours of notice unless the washer picks another, and saves the choice', async () => {
    const { user, api } = await openProfileTab();
    const card = screen.getByRole('region', { name: 'Cancellation policy' });
    const notice = within(card).getByRole('combobox', { name: 'Notice before a job' });
    expect(notice).toHaveTextContent('24 hours');
    expect(card).toHaveTextContent('Free cancellation up to 24 hours before the start.');

    await user.click(notice);
    await user.click(await screen.findByRole('option', { name: '2 hours' }));
    expect(card).toHaveTextContent('Free cancellation up to 2 hours before the start.');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.state.saves.at(-1)).toMatchObject({ cancellationNoticeHours: 2 }));
  });
});
