// What other features may use of washers: the town a public answer may name, and the washers whose
// area covers a place. The public point itself lives with the profile (washer-setup).
export { publicArea } from './service';
export { washersCovering } from './washers-covering';
