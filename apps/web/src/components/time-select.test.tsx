import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatTime12h } from '@sudsy/domain/time-slots';
import { TimeSelect } from '@/components/time-select';

const halfHours = Array.from({ length: 48 }, (_, index) => {
  const minutes = index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** A labelled picker holding its own value, as a form does; `formatOption` is watched. */
function renderPicker({
  initial = '09:00',
  isOptionDisabled,
}: { initial?: string; isOptionDisabled?: (option: string) => boolean } = {}) {
  const formatOption = vi.fn(formatTime12h);
  function Picker() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <label htmlFor="opens">Opens</label>
        <TimeSelect
          id="opens"
          value={value}
          onValueChange={setValue}
          options={halfHours}
          formatOption={formatOption}
          isOptionDisabled={isOptionDisabled}
        />
      </>
    );
  }
  render(<Picker />);
  return { formatOption, picker: screen.getByRole('combobox', { name: 'Opens' }), user: userEvent.setup() };
}

describe('TimeSelect', () => {
  it('shows its time on the 12-hour clock, and draws no other time until it is reached', () => {
    const { formatOption, picker } = renderPicker();
    expect(picker).toHaveTextContent('9:00 AM');
    // A page of a dozen closed pickers draws a dozen times, not 48 each (docs/product.md, working hours).
    expect(new Set(formatOption.mock.calls.map(([option]) => option))).toEqual(new Set(['09:00']));
  });

  it('offers every time once opened, the ones the rules refuse shown but not offered', async () => {
    const { picker, user } = renderPicker({ isOptionDisabled: (option) => option < '06:00' });
    await user.click(picker);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(48);
    expect(screen.getByRole('option', { name: '5:30 AM' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: '6:30 PM' }));
    expect(picker).toHaveTextContent('6:30 PM');
  });

  it('takes a time typed on the focused picker without opening it', async () => {
    const { picker, user } = renderPicker();
    await user.tab();
    expect(picker).toHaveFocus();
    await user.keyboard('1');
    expect(screen.queryByRole('listbox')).toBeNull();
    // The first time after 9:00 AM whose text starts with what was typed.
    expect(picker).toHaveTextContent('10:00 AM');
  });
});
