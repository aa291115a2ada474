// A test may import any feature: tests are not part of the graph.
import type { AlphaName } from '../alpha/types';
import { gammaName } from './names';

export const checked: AlphaName = gammaName;
