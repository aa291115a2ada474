import { describe, expect, it } from 'vitest';
import { auditChanges, auditValue } from './audit-format';

describe('auditValue', () => {
  it('shows text as it is and anything else as compact JSON', () => {
    expect(auditValue('olivia@example.com')).toBe('olivia@example.com');
    expect(auditValue(true)).toBe('true');
    expect(auditValue(3)).toBe('3');
    expect(auditValue(null)).toBe('null');
    expect(auditValue({ topic: 'special-offer', owners: 2 })).toBe('{"topic":"special-offer","owners":2}');
  });
});

describe('auditChanges', () => {
  it('pairs each field with its value before and after, before’s fields first', () => {
    expect(auditChanges({ operator: false }, { operator: true, email: 'o@example.com' })).toEqual([
      { key: 'operator', before: 'false', after: 'true', changed: true },
      { key: 'email', before: undefined, after: 'o@example.com', changed: true },
    ]);
  });

  it('marks a field that kept its value as unchanged, and one that went as removed', () => {
    expect(auditChanges({ email: 'o@example.com', operator: true }, { email: 'o@example.com' })).toEqual([
      { key: 'email', before: 'o@example.com', after: 'o@example.com', changed: false },
      { key: 'operator', before: 'true', after: undefined, changed: true },
    ]);
  });

  it('has nothing to show when neither side was recorded', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});
