import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSizeSurcharges, sizePricingTexts, sizeSurchargeMessages } from '@sudsy/domain/size-pricing';
import { bookingPaymentTexts } from '@sudsy/domain/job-payment';
import { profileToasts } from '@sudsy/domain/washer-profile';
import { mockWasherApi } from '../testing/mock-washer-api';
import { renderAt } from '../testing/render-setup';
import { settleAfterEach } from '../testing/settle-after-each';

settleAfterEach();

async function openServices(options: Parameters<typeof mockWasherApi>[0] = {}) {
  const api = mockWasherApi(options);
  const view = renderAt('/provider/profile');
  await screen.findByRole('region', { name: 'Your Services & Pricing' });
  return { api, ...view };
}

const pricingCard = () => screen.getByRole('region', { name: 'Your Services & Pricing' });
const offeringRow = (name: string) => within(pricingCard()).getByRole('group', { name });

describe('Services & Pricing', () => {
  it('turns instant booking on and sets its notice, saving each change at once', async () => {
    const { api, user } = await openServices();
    const card = await screen.findByRole('region', { name: 'Instant booking' });
    const toggle = await within(card).findByRole('switch', { name: /Take instant bookings/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(api.state.instantBooking).toEqual({ enabled: true, noticeHours: 2 }));
    expect(toggle).toBeChecked();
    await user.click(within(card).getByRole('combobox', { name: 'Minimum notice' }));
    await user.click(await screen.findByRole('option', { name: '24 hours' }));
    await waitFor(() => expect(api.state.instantBooking).toEqual({ enabled: true, noticeHours: 24 }));
  });

  it('keeps instant booking off until payouts are set up, and says where to set them up', async () => {
    const { api } = await openServices({ payoutsReady: false });
    const card = await screen.findByRole('region', { name: 'Instant booking' });
    const notice = await within(card).findByRole('status');
    expect(notice).toHaveTextContent(bookingPaymentTexts.instantNeedsPayouts);
    expect(notice).toHaveTextContent(bookingPaymentTexts.washerNeedsPayouts);
    expect(within(notice).getByRole('link', { name: 'Set up payouts' })).toHaveAttribute(
      'href',
      '/profile?tab=payouts',
    );
    expect(within(card).getByRole('switch', { name: /Take instant bookings/ })).toBeDisabled();
    expect(api.state.instantBooking).toEqual({ enabled: false, noticeHours: 2 });
  });

  it('groups the catalogue by category', async () => {
    await openServices();
    const catalogue = screen.getByRole('region', { name: 'Choose Your Services' });
    expect(
      within(catalogue)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Main Services', 'Add-Ons', 'Premium Services']);
    expect(within(catalogue).getByRole('checkbox', { name: 'Express Wash & Go' })).toHaveAccessibleDescription(
      /\$35 · 30 min/,
    );
  });

  it('prices a newly chosen service at its base price up to 1.5 times that, for its usual time', async () => {
    const { user } = await openServices();
    expect(within(pricingCard()).getByText('No services selected yet')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Express Wash & Go' }));

    const row = offeringRow('Express Wash & Go');
    expect(within(row).getByLabelText('Min price')).toHaveValue('35');
    expect(within(row).getByLabelText('Max price')).toHaveValue('52.50');
    expect(within(row).getByLabelText('Duration (minutes)')).toHaveValue('30');
    expect(screen.getByRole('checkbox', { name: 'Express Wash & Go' })).toBeChecked();
  });

  it('refuses a minimum above the maximum and a price that is not positive', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('checkbox', { name: 'Full Detail' }));
    const row = offeringRow('Full Detail');

    await user.clear(within(row).getByLabelText('Min price'));
    await user.type(within(row).getByLabelText('Min price'), '500');
    await waitFor(() =>
      expect(within(row).getByLabelText('Max price')).toHaveAccessibleDescription(
        'Minimum price must not exceed maximum price',
      ),
    );

    await user.clear(within(row).getByLabelText('Min price'));
    await user.type(within(row).getByLabelText('Min price'), '0');
    await waitFor(() =>
      expect(within(row).getByLabelText('Min price')).toHaveAccessibleDescription('Prices must be positive'),
    );
    expect(within(row).getByLabelText('Max price')).not.toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(row).getByLabelText('Duration (minutes)'));
    await user.type(within(row).getByLabelText('Duration (minutes)'), '0');
    await waitFor(() =>
      expect(within(row).getByLabelText('Duration (minutes)')).toHaveAccessibleDescription(
        'Duration must be at least 1 minute',
      ),
    );
  });

  it("removes a service with 'Service Removed'", async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('checkbox', { name: 'Clay Bar Treatment' }));
    await user.click(
      within(offeringRow('Clay Bar Treatment')).getByRole('button', { name: 'Remove Clay Bar Treatment' }),
    );

    expect(await screen.findByText(profileToasts.serviceRemoved.title)).toBeInTheDocument();
    expect(screen.getByText(profileToasts.serviceRemoved.description)).toBeInTheDocument();
    expect(within(pricingCard()).queryByRole('group', { name: 'Clay Bar Treatment' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Clay Bar Treatment' })).not.toBeChecked();
  });

  it('adds a custom service with its defaults (60 minutes, $50) and names it in the toast', async () => {
    const { user } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Add Custom Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Service' });
    expect(within(dialog).getByLabelText('Base price ($)')).toHaveValue(50);
    expect(within(dialog).getByLabelText('Duration (minutes)')).toHaveValue(60);
    expect(within(dialog).getByLabelText('Category')).toHaveValue('Custom Services');

    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    // The form validates after the click has returned: wait for its verdict, not a moment.
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Service name')).toHaveAccessibleDescription('Service name is required'),
    );
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is required');

    await user.type(within(dialog).getByLabelText('Service name'), 'Boat Hull Wash');
    await user.type(within(dialog).getByLabelText('Description'), 'Hull scrub and rinse on the trailer.');
    await user.clear(within(dialog).getByLabelText('Base price ($)'));
    await user.type(within(dialog).getByLabelText('Base price ($)'), '-1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    expect(within(dialog).getByLabelText('Base price ($)')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(within(dialog).getByLabelText('Base price ($)'));
    await user.type(within(dialog).getByLabelText('Base price ($)'), '80.25');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));

    expect(await screen.findByText('Custom Service Added')).toBeInTheDocument();
    expect(screen.getByText('Boat Hull Wash has been added to your services.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = offeringRow('Boat Hull Wash');
    expect(within(row).getByLabelText('Min price')).toHaveValue('80.25');
    expect(within(row).getByLabelText('Max price')).toHaveValue('120.38');
    expect(within(row).getByLabelText('Duration (minutes)')).toHaveValue('60');
    const customGroup = screen.getByRole('region', { name: 'Custom Services' });
    expect(within(customGroup).getByRole('checkbox', { name: 'Boat Hull Wash' })).toBeChecked();
  });

  it('sends the custom service with an id starting custom- when it saves', async () => {
    const { user, api } = await openServices();
    await user.click(screen.getByRole('button', { name: 'Add Custom Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Custom Service' });
    await user.type(within(dialog).getByLabelText('Service name'), 'Wheel Polish');
    await user.type(within(dialog).getByLabelText('Description'), 'Hand polish of alloy wheels.');
    await user.click(within(dialog).getByRole('button', { name: 'Add Service' }));
    await user.click(await screen.findByRole('button', { name: 'Save Profile' }));

    // The last save: on a slow machine the 2-second auto-save may send the same edits first.
    await waitFor(() => expect(api.state.saves.at(-1)?.customServices).toHaveLength(1));
    const saved = api.state.saves.at(-1);
    expect(saved?.customServices).toEqual([
      {
        id: expect.stringMatching(/^custom-\d+$/),
        name: 'Wheel Polish',
        description: 'Hand polish of alloy wheels.',
        basePriceCents: 5000,
        estimatedMinutes: 60,
        category: 'Custom Services',
      },
    ]);
    expect(saved?.serviceOfferings).toEqual([
      { serviceId: saved?.customServices[0]?.id, minPriceCents: 5000, maxPriceCents: 7500, estimatedMinutes: 60 },
    ]);
  });

  it('sets the size surcharge per vehicle type from the defaults, refuses a part percentage, and saves it', async () => {
    const { user, api } = await openServices();
    const card = screen.getByRole('region', { name: sizePricingTexts.title });
    const suv = within(card).getByLabelText(sizePricingTexts.label('SUV'));
    expect(suv).toHaveValue(defaultSizeSurcharges.suv);
    await user.clear(suv);
    await user.type(suv, '12.5');
    await waitFor(() => expect(suv).toHaveAccessibleDescription(sizeSurchargeMessages.whole));
    await user.clear(suv);
    await user.type(suv, '30');
    await user.click(screen.getByRole('button', { name: 'Save Profile' }));
    await waitFor(() => expect(api.state.saves.at(-1)?.sizeSurcharges).toEqual({ ...defaultSizeSurcharges, suv: 30 }));
  });
});
