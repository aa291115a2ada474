// A type-only import, invisible to import-x/no-cycle, closes the loop alpha → beta → gamma → alpha.
import type { AlphaName } from '../alpha/types';

export const gammaName: AlphaName = 'gamma';
