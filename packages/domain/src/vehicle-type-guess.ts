// A first answer to the vehicle form's Type question (docs/product.md, "Vehicles"): washers add a
// size surcharge per type, so the form asks for it rather than assuming a sedan, and proposes one
// from the model for the owner to confirm.
import type { VehicleType } from './constants';

/** Common US models by type, written as owners type them; matching ignores case, spaces and hyphens. */
const modelsByType: Record<Exclude<VehicleType, 'other'>, readonly string[]> = {
  suv: [
    'Tahoe',
    'Suburban',
    'Yukon',
    'Escalade',
    'Explorer',
    'Expedition',
    'Bronco',
    'Escape',
    'Edge',
    'Equinox',
    'Traverse',
    'Blazer',
    'Trailblazer',
    'Mustang Mach-E',
    'RAV4',
    'Highlander',
    '4Runner',
    'Sequoia',
    'Land Cruiser',
    'Corolla Cross',
    'CR-V',
    'HR-V',
    'Pilot',
    'Passport',
    'Rogue',
    'Pathfinder',
    'Murano',
    'CX-5',
    'CX-50',
    'CX-9',
    'CX-90',
    'Outback',
    'Forester',
    'Ascent',
    'Crosstrek',
    'Tucson',
    'Santa Fe',
    'Palisade',
    'Sorento',
    'Sportage',
    'Telluride',
    'Wrangler',
    'Grand Cherokee',
    'Cherokee',
    'Compass',
    'Durango',
    'Model Y',
    'Model X',
  ],
  truck: [
    'F-150',
    'F-250',
    'F-350',
    'Maverick',
    'Ranger',
    'Silverado',
    'Colorado',
    'Sierra',
    'Canyon',
    'Ram 1500',
    'Ram 2500',
    'Ram 3500',
    'Tacoma',
    'Tundra',
    'Frontier',
    'Titan',
    'Ridgeline',
    'Gladiator',
    'Santa Cruz',
    'Cybertruck',
  ],
  van: [
    'Sienna',
    'Odyssey',
    'Pacifica',
    'Caravan',
    'Grand Caravan',
    'Carnival',
    'Transit',
    'Sprinter',
    'ProMaster',
    'Express',
    'Savana',
    'Metris',
  ],
  sports: [
    'Corvette',
    '911',
    'Cayman',
    'Boxster',
    'Mustang',
    'Camaro',
    'Challenger',
    'Miata',
    'MX-5',
    'Supra',
    'GR86',
    'BRZ',
    'Z',
  ],
  sedan: [
    'Camry',
    'Corolla',
    'Avalon',
    'Civic',
    'Accord',
    'Altima',
    'Sentra',
    'Maxima',
    'Versa',
    'Elantra',
    'Sonata',
    'Malibu',
    'Fusion',
    'Charger',
    'Jetta',
    'Passat',
    'Mazda3',
    'Mazda6',
    'Impreza',
    'Legacy',
    'Model 3',
    'Model S',
  ],
};

/** Lower-case letters and digits in runs: 'F-150 Raptor' and 'f150  raptor' both give f, 150, raptor. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const typeByKey = new Map<string, VehicleType>(
  Object.entries(modelsByType).flatMap(([type, models]) =>
    models.map((model) => [words(model).join(''), type as VehicleType] as const),
  ),
);

/** The longest listed model that the words start with, so 'Corolla Cross' is not read as 'Corolla'. */
function lookUp(wordList: string[]): VehicleType | null {
  for (let count = wordList.length; count > 0; count--) {
    const type = typeByKey.get(wordList.slice(0, count).join(''));
    if (type) return type;
  }
  return null;
}

/**
 * The type a make and model most likely are, or null when the model is not one we know. The
 * model is read first ('Model Y', 'F-150 Lariat'); make and model together cover a make that is
 * the model's first word ('Ram' '1500').
 */
export function guessVehicleType(make: string, model: string): VehicleType | null {
  const modelWords = words(model);
  if (modelWords.length === 0) return null;
  return lookUp(modelWords) ?? lookUp([...words(make), ...modelWords]);
}

/** Shown under Type after the form set it from the model, so the owner confirms or corrects it. */
export function vehicleTypeGuessText(typeLabel: string): string {
  return `Set to ${typeLabel} from the model. Change it if that is wrong: washers price by vehicle size.`;
}
