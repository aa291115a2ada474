import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { guessVehicleType, vehicleTypeGuessText } from './vehicle-type-guess';

const known = [
  ['Chevrolet', 'Tahoe', 'suv'],
  ['Toyota', 'RAV4', 'suv'],
  ['Honda', 'CR-V', 'suv'],
  ['Toyota', '4Runner', 'suv'],
  ['Tesla', 'Model Y', 'suv'],
  ['Ford', 'F-150', 'truck'],
  ['Chevrolet', 'Silverado', 'truck'],
  ['Toyota', 'Tacoma', 'truck'],
  ['Toyota', 'Sienna', 'van'],
  ['Mercedes-Benz', 'Sprinter', 'van'],
  ['Chevrolet', 'Corvette', 'sports'],
  ['Porsche', '911', 'sports'],
  ['Mazda', 'MX-5', 'sports'],
  ['Toyota', 'Camry', 'sedan'],
  ['Tesla', 'Model 3', 'sedan'],
  ['Nissan', 'Sentra', 'sedan'],
] as const;

describe('guessing the vehicle type from make and model', () => {
  it.each(known)('reads %s %s as %s', (make, model, type) => {
    expect(guessVehicleType(make, model)).toBe(type);
  });

  it('ignores case, spaces and hyphens', () => {
    expect(guessVehicleType('Ford', 'f150')).toBe('truck');
    expect(guessVehicleType('Ford', 'F 150')).toBe('truck');
    expect(guessVehicleType('Honda', 'cr v')).toBe('suv');
    expect(guessVehicleType('Mazda', 'mx5')).toBe('sports');
    expect(guessVehicleType('Tesla', 'MODEL-Y')).toBe('suv');
  });

  it('reads past a trim and prefers the longer model name', () => {
    expect(guessVehicleType('Ford', 'F-150 Lariat')).toBe('truck');
    expect(guessVehicleType('Toyota', 'Camry Hybrid XLE')).toBe('sedan');
    expect(guessVehicleType('Toyota', 'Corolla Cross')).toBe('suv');
    expect(guessVehicleType('Ford', 'Mustang Mach-E')).toBe('suv');
    expect(guessVehicleType('Ford', 'Mustang GT')).toBe('sports');
  });

  it('takes a make that is the first word of the model name', () => {
    expect(guessVehicleType('Ram', '1500')).toBe('truck');
    expect(guessVehicleType('Dodge', 'Ram 1500')).toBe('truck');
  });

  it('gives null for a model it does not know, or none yet', () => {
    expect(guessVehicleType('Honda', 'Prelude X')).toBeNull();
    expect(guessVehicleType('Toyota', '')).toBeNull();
    expect(guessVehicleType('', '  - ')).toBeNull();
    // A model's first letters are not the model.
    expect(guessVehicleType('Toyota', 'Cam')).toBeNull();
    expect(guessVehicleType('Porsche', '9110')).toBeNull();
  });

  it('ignores case and surrounding whitespace (property)', () => {
    const whitespace = fc.stringMatching(/^[ \t]{0,3}$/);
    fc.assert(
      fc.property(
        fc.constantFrom(...known),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        whitespace,
        whitespace,
        ([make, model, type], upper, before, after) => {
          const recased = [...model]
            .map((letter, index) => (upper[index] ? letter.toUpperCase() : letter.toLowerCase()))
            .join('');
          expect(guessVehicleType(`${before}${make.toUpperCase()}${after}`, `${before}${recased}${after}`)).toBe(type);
        },
      ),
    );
  });

  it('gives null for any string of digits that is not a listed model (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Toyota', 'Honda', 'Ford', ''),
        fc.stringMatching(/^[0-9]{1,8}$/).filter((digits) => digits !== '911'),
        (make, digits) => {
          expect(guessVehicleType(make, digits)).toBeNull();
        },
      ),
    );
  });

  it('tells the owner the type was set from the model and why it matters', () => {
    expect(vehicleTypeGuessText('SUV')).toBe(
      'Set to SUV from the model. Change it if that is wrong: washers price by vehicle size.',
    );
  });
});
