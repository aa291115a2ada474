import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstNameOf, greetingFor, welcomeBack } from './greeting';

describe('firstNameOf', () => {
  it('keeps the first word of a name, and nothing of a blank one', () => {
    expect(firstNameOf('Olivia Owner')).toBe('Olivia');
    expect(firstNameOf('  Sam  ')).toBe('Sam');
    expect(firstNameOf('   ')).toBeNull();
  });

  it('answers a word of the name without spaces, for any name', () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const first = firstNameOf(name);
        return first === null ? name.trim() === '' : !/\s/.test(first) && name.includes(first);
      }),
    );
  });
});

describe('welcomeBack', () => {
  it('greets by the name given, or without one', () => {
    expect(welcomeBack('Sparkle Mobile Wash')).toBe('Welcome back, Sparkle Mobile Wash!');
    expect(welcomeBack(null)).toBe('Welcome back!');
  });
});

describe('greetingFor', () => {
  it('welcomes a first visit and welcomes back every later one', () => {
    expect(greetingFor('Olivia', true)).toBe('Welcome, Olivia!');
    expect(greetingFor(null, true)).toBe('Welcome!');
    expect(greetingFor('Olivia', false)).toBe('Welcome back, Olivia!');
  });
});
