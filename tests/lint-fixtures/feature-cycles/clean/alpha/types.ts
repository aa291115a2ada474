export type AlphaName = string;
