export const betaTable = 'beta';
