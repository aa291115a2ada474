import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { headingLevels, isWellNested } from '../test/heading-levels';
import { FaqPage } from './faq-page';

function renderFaq() {
  render(
    <MemoryRouter>
      <FaqPage />
    </MemoryRouter>,
  );
}

describe('FaqPage', () => {
  it('asks 6 to 8 questions under a single h1 with a nested outline', () => {
    renderFaq();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.length).toBeGreaterThanOrEqual(6);
    expect(questions.length).toBeLessThanOrEqual(8);
    expect(isWellNested(headingLevels())).toBe(true);
  });

  it('opens an answer with the keyboard and moves between questions with the arrow keys', async () => {
    const user = userEvent.setup({ delay: null });
    renderFaq();
    const first = screen.getByRole('button', { name: 'How do quotes work?' });
    expect(screen.queryByText(/asking for quotes is free/i)).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(first);
    await user.keyboard('{Enter}');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/asking for quotes is free/i)).toBeTruthy();

    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: 'Who are the washers?' });
    expect(document.activeElement).toBe(second);
    await user.keyboard(' ');
    expect(second.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/not Sudsy employees/i)).toBeTruthy();
  });

  it('says that payment is settled with the washer at the job', async () => {
    const user = userEvent.setup({ delay: null });
    renderFaq();
    await user.click(screen.getByRole('button', { name: 'How do I pay?' }));
    expect(screen.getByText(/pay your washer directly at the job/i)).toBeTruthy();
  });
});
