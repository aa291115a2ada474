export { gammaName } from './names';
