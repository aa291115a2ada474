import { describe, expect, it } from 'vitest';
import { defaultMapTiles } from '@sudsy/domain/map-tiles';
import { tileImageSource } from './tile-source';

describe('tileImageSource', () => {
  it.each([
    [defaultMapTiles.tileUrl, 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['HTTP://Tiles.Example.com:8080/{z}/{y}/{x}@2x.png', 'http://tiles.example.com:8080'],
    ['https://tiles.example.com:443/{z}/{x}/{y}', 'https://tiles.example.com'],
    ['http://127.0.0.1:4526/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:4526'],
    ['https://tiles.example.com/{z}/{x}/{y}{r}.png?api_key=abc', 'https://tiles.example.com'],
  ])('allows %s from %s', (template, source) => {
    expect(tileImageSource(template)).toBe(source);
  });

  it.each([
    '',
    '/tiles/{z}/{x}/{y}.png',
    'data:image/png;base64,{z}{x}{y}',
    'https://tiles.example.com/{x}/{y}.png',
    'https://a.{s}.example.com/{z}/{x}/{y}.png',
    'https://{s}/{z}/{x}/{y}.png',
    'https://x@tiles.example.com/{z}/{x}/{y}.png',
    'https://tiles example.com/{z}/{x}/{y}.png',
  ])('refuses %j', (template) => {
    expect(tileImageSource(template)).toBeNull();
  });
});
