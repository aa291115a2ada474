import { gammaName } from '../gamma';

export const betaName = gammaName;
