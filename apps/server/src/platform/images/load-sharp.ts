import type sharpModule from 'sharp';

let loaded: Promise<typeof sharpModule> | null = null;

/**
 * sharp, loaded at the first image rather than at every start: libvips costs an instance about
 * 20 MB resident, and most starts (and most instances) never process a photo.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  loaded ??= import('sharp').then((module) => module.default);
  return loaded;
}
