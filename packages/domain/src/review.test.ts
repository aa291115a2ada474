import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  distributionSummary,
  formatRating,
  reviewCommentMaxLength,
  reviewerDisplayName,
  reviewInputSchema,
  reviewMessages,
} from './review';

describe('reviewInputSchema', () => {
  it('takes 1 to 5 whole stars and a trimmed, optional comment', () => {
    expect(reviewInputSchema.parse({ rating: 5 })).toEqual({ rating: 5, comment: '' });
    expect(reviewInputSchema.parse({ rating: 1, comment: '  Late but thorough  ' })).toEqual({
      rating: 1,
      comment: 'Late but thorough',
    });
  });

  it('refuses any other rating with one message', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer().filter((n) => n < 1 || n > 5),
          fc.double({ noNaN: true }).filter((n) => !Number.isInteger(n)),
        ),
        (rating) => {
          const result = reviewInputSchema.safeParse({ rating });
          expect(result.success).toBe(false);
          expect(result.error?.issues[0]?.message).toBe(reviewMessages.ratingRequired);
        },
      ),
    );
    expect(reviewInputSchema.safeParse({}).error?.issues[0]?.message).toBe(reviewMessages.ratingRequired);
  });

  it('refuses a comment over the limit', () => {
    const result = reviewInputSchema.safeParse({ rating: 4, comment: 'a'.repeat(reviewCommentMaxLength + 1) });
    expect(result.error?.issues[0]?.message).toBe(reviewMessages.commentTooLong);
  });
});

describe('reviewerDisplayName', () => {
  it('shortens to a first name and the last name’s initial', () => {
    expect(reviewerDisplayName('Olivia Owner')).toBe('Olivia O.');
    expect(reviewerDisplayName('  mary ann  smith ')).toBe('mary S.');
    expect(reviewerDisplayName('Cher')).toBe('Cher');
    expect(reviewerDisplayName('   ')).toBe('Car Owner');
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.55)).toBe('4.5');
  });
});

describe('distributionSummary', () => {
  it('counts the reviews and averages their stars to one decimal', () => {
    expect(distributionSummary([0, 0, 0, 1, 2])).toEqual({ average: 4.7, count: 3 });
    expect(distributionSummary([0, 0, 0, 0, 0])).toEqual({ average: null, count: 0 });
  });

  it('equals the plain average of the ratings it counts', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1 }), (ratings) => {
        const distribution = [1, 2, 3, 4, 5].map((stars) => ratings.filter((rating) => rating === stars).length);
        const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
        expect(distributionSummary(distribution)).toEqual({
          average: Math.round(mean * 10) / 10,
          count: ratings.length,
        });
      }),
    );
  });
});
