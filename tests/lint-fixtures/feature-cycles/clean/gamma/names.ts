export const gammaName = 'gamma';
