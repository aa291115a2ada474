import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  credentialMessages,
  credentialToasts,
  type Certification,
  type Skill,
  type WasherCredentials,
} from '@sudsy/domain/washer-credentials';
import { AppProviders } from '@/app/providers';
import { PageShown } from '@/lib/page-settled';
import { createTestQueryClient } from '@/test/render-app';
import { SkillsTab } from './skills-tab';

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The washer-credentials API at the network edge, keeping what was saved. */
function fakeApi(initial: Partial<WasherCredentials> = {}) {
  const state: WasherCredentials = { insuranceNumber: null, skills: [], certifications: [], ...initial };
  let next = 1;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      const body = (typeof init?.body === 'string' ? JSON.parse(init.body) : {}) as Record<string, unknown>;
      if (path === '/api/washer-credentials') return json(state);
      if (path === '/api/washer-credentials/insurance') {
        state.insuranceNumber = String(body.insuranceNumber) || null;
        return json({ insuranceNumber: state.insuranceNumber });
      }
      if (path === '/api/washer-credentials/skills' && method === 'POST') {
        const skill = { id: `skill-${next++}`, ...body } as Skill;
        state.skills.push(skill);
        return json({ skill }, 201);
      }
      if (path === '/api/washer-credentials/certifications' && method === 'POST') {
        const certification = { id: `certification-${next++}`, ...body } as Certification;
        state.certifications.push(certification);
        return json({ certification }, 201);
      }
      if (method === 'DELETE') {
        state.skills = state.skills.filter((skill) => !path.endsWith(skill.id));
        state.certifications = state.certifications.filter((certification) => !path.endsWith(certification.id));
        return new Response(null, { status: 204 });
      }
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  return state;
}

function renderTab() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <PageShown>
        <SkillsTab />
      </PageShown>
    </AppProviders>,
  );
  return userEvent.setup({ delay: null });
}

const toast = (title: string) => screen.findByText(title);

describe('Skills & Certifications tab', () => {
  it("updates the insurance number with 'Insurance Number Updated'", async () => {
    const state = fakeApi();
    const user = renderTab();
    await user.type(await screen.findByLabelText('Insurance Number'), 'POL-884 21');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await toast(credentialToasts.insuranceUpdated.title)).toBeInTheDocument();
    expect(state.insuranceNumber).toBe('POL-884 21');
  });

  it('adds a skill at beginner by default, asks for a name, and removes it', async () => {
    const state = fakeApi();
    const user = renderTab();
    expect(await screen.findByText('No skills added yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    expect(within(dialog).getByRole('combobox', { name: 'Proficiency' })).toHaveTextContent('Beginner');
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(await within(dialog).findByText(credentialMessages.skillNameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Skill'), 'Ceramic coating');
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(await toast(credentialToasts.skillAdded.title)).toBeInTheDocument();
    expect(state.skills).toEqual([{ id: 'skill-1', name: 'Ceramic coating', level: 'beginner' }]);

    const table = screen.getByRole('table', { name: 'Skills' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Skill', 'Proficiency', 'Actions']);
    expect(within(table).getByRole('row', { name: /Ceramic coating/ })).toHaveTextContent('Beginner');

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Skill' });
    await user.type(within(dialog).getByLabelText('Skill'), 'Paint correction');
    await user.click(within(dialog).getByRole('combobox', { name: 'Proficiency' }));
    await user.click(await screen.findByRole('option', { name: 'Expert' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Skill' }));
    expect(await within(table).findByRole('row', { name: /Paint correction/ })).toHaveTextContent('Expert');

    await user.click(within(table).getByRole('button', { name: 'Remove Ceramic coating' }));
    expect(await toast(credentialToasts.skillRemoved.title)).toBeInTheDocument();
    expect(within(table).queryByRole('row', { name: /Ceramic coating/ })).not.toBeInTheDocument();
  });

  it('adds a certification once the required fields are in and the expiry follows the issue date, and removes it', async () => {
    const state = fakeApi();
    const user = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add Certification' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Certification' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Certification' }));
    expect((await within(dialog).findAllByText(credentialMessages.certificationRequired)).length).toBeGreaterThan(0);
    await user.type(within(dialog).getByLabelText('Certification'), 'IDA Certified Detailer');
    await user.type(within(dialog).getByLabelText('Issuer'), 'International Detailing Association');
    await user.type(within(dialog).getByLabelText('Issue Date'), '2024-03-01');
    await user.type(within(dialog).getByLabelText('Expiry Date (optional)'), '2023-03-01');
    await user.type(within(dialog).getByLabelText('Verification URL (optional)'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Certification' }));
    expect(await within(dialog).findByText(credentialMessages.expiryBeforeIssue)).toBeInTheDocument();
    expect(within(dialog).getByText(credentialMessages.verificationUrl)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Expiry Date (optional)'));
    await user.type(within(dialog).getByLabelText('Expiry Date (optional)'), '2027-03-01');
    await user.clear(within(dialog).getByLabelText('Verification URL (optional)'));
    await user.type(within(dialog).getByLabelText('Verification URL (optional)'), 'https://ida.example/verify/1');
    await user.click(within(dialog).getByRole('button', { name: 'Add Certification' }));
    expect(await toast(credentialToasts.certificationAdded.title)).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Certifications' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Certification', 'Issuer', 'Issue Date', 'Expiry Date', 'Actions']);
    const row = within(table).getByRole('row', { name: /IDA Certified Detailer/ });
    expect(row).toHaveTextContent('Mar 1, 2024');
    expect(row).toHaveTextContent('Mar 1, 2027');
    expect(within(row).getByRole('link', { name: /IDA Certified Detailer/ })).toHaveAttribute(
      'href',
      'https://ida.example/verify/1',
    );
    expect(state.certifications).toHaveLength(1);

    await user.click(within(row).getByRole('button', { name: 'Remove IDA Certified Detailer' }));
    expect(await toast(credentialToasts.certificationRemoved.title)).toBeInTheDocument();
    expect(await screen.findByText('No certifications added yet')).toBeInTheDocument();
  });
});
