import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { galleryTextFieldsSchema, galleryTitleMaxLength } from './gallery';
import { controlCharacterMessage } from './text';

describe('gallery text fields', () => {
  it('refuse NUL and other control characters in the title and the description, naming the field', () => {
    const result = galleryTextFieldsSchema.safeParse({ title: 'Muddy\u0000', description: 'Bell\u0007' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', controlCharacterMessage],
      ['description', controlCharacterMessage],
    ]);
  });

  it('take any printable text of a fitting length, line breaks in the description included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const title = text.replace(/\p{Cc}/gu, '').slice(0, galleryTitleMaxLength);
        expect(galleryTextFieldsSchema.safeParse({ title, description: `${title}\nsecond line` }).success).toBe(true);
      }),
    );
  });
});
