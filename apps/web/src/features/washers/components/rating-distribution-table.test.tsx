import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RatingDistributionTable } from './rating-distribution-table';

describe('RatingDistributionTable', () => {
  it('is a table named Rating distribution with a row per star, 5 down to 1, giving each count and share', () => {
    // 10 reviews: six 5-star, three 4-star, one 1-star.
    render(<RatingDistributionTable distribution={[1, 0, 0, 3, 6]} count={10} />);
    const table = screen.getByRole('table', { name: 'Rating distribution' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        ...within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ]);
    expect(rows).toEqual([
      ['5 stars', '60%', '6'],
      ['4 stars', '30%', '3'],
      ['3 stars', '0%', '0'],
      ['2 stars', '0%', '0'],
      ['1 star', '10%', '1'],
    ]);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Rating', 'Share of reviews', 'Reviews']);
  });

  it('rounds each share to a whole percent', () => {
    render(<RatingDistributionTable distribution={[0, 0, 1, 0, 2]} count={3} />);
    expect(screen.getByRole('row', { name: /^5 stars/ })).toHaveTextContent('67%');
    expect(screen.getByRole('row', { name: /^3 stars/ })).toHaveTextContent('33%');
  });
});
