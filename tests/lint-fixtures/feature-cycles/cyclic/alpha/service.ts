import { betaTable } from '../beta/schema';

export const alphaReads = betaTable;
