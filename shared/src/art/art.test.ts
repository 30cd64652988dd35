/**
 * @jest-environment node
 */
import { ART_SCENES, categoryArtSvg, categoryArtUrl, sceneFor, type ArtScene } from './index';
import { artPalette } from './palette';

const CATEGORIES: Record<string, ArtScene> = {
  'airport-transfers': 'airport',
  'private-transfers': 'road',
  'culture-and-heritage': 'palace',
  'boat-trips': 'river',
  'nature-and-hiking': 'landscape',
  'spa-and-massage': 'stones',
  'yoga-and-retreats': 'leaf',
  'thermal-baths': 'water',
  'food-and-wine': 'table',
  restaurant: 'table',
  event: 'stage',
  'gift-cards': 'gift',
};

it('gives each category its scene first, and a category it does not know its kind’s', () => {
  for (const [category, scene] of Object.entries(CATEGORIES)) expect(sceneFor({ category })).toBe(scene);
  expect(sceneFor({ category: 'new-one', kind: 'transfer' })).toBe('road');
  expect(sceneFor({ category: 'new-one', kind: 'wellness', variant: 1 })).toBe('leaf');
  expect(sceneFor({ category: 'new-one' })).toBe('landscape');
});

it('draws every scene small, decorative, with no words, in the palette’s colours and one stroke weight', () => {
  const colours = new Set<string>([...Object.values(artPalette).flat(), 'none']);
  const drawn = new Set<string>();
  for (const category of [...Object.keys(CATEGORIES), 'city-tours', 'day-trips']) {
    for (let variant = 0; variant < 3; variant += 1) {
      for (const seed of [0, 61, 199]) {
        const svg = categoryArtSvg({ category, seed, variant });
        drawn.add(/data-scene="([a-z]+)"/.exec(svg)![1]!);
        expect(svg.length).toBeLessThan(3 * 1024);
        expect(svg).toMatch(
          /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="800" height="600" viewBox="0 0 800 600"[^>]*><g aria-hidden="true" stroke="#1c2430" stroke-width="6"/,
        );
        expect(svg).not.toMatch(/<text|<script|<image|href=|id=/);
        for (const [, value] of svg.matchAll(/(?:fill|stroke)="([^"]+)"/g)) expect(colours).toContain(value);
        expect([...svg.matchAll(/stroke-width="(\d+)"/g)].map((m) => Number(m[1])).every((w) => w <= 6)).toBe(true);
      }
    }
  }
  expect([...drawn].sort()).toEqual([...ART_SCENES].sort());
});

it('varies a service’s pictures by their number and a listing’s by the service', () => {
  const gallery = [0, 1, 2].map((variant) => categoryArtSvg({ category: 'spa-and-massage', seed: 42, variant }));
  expect(new Set(gallery).size).toBe(3);
  // One scene for every gift card, yet six of them side by side are six different pictures.
  const listing = [0, 60, 120, 180, 240, 300].map((seed) => categoryArtSvg({ category: 'gift-cards', seed }));
  expect(new Set(listing).size).toBe(6);
  expect(categoryArtSvg({ category: 'event', seed: 7 })).toBe(categoryArtSvg({ category: 'event', seed: 7 }));
});

it('gives the same drawing as a data: URL for an img', () => {
  const url = categoryArtUrl({ category: 'boat-trips', seed: 3 });
  expect(url.startsWith('data:image/svg+xml,')).toBe(true);
  expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(
    categoryArtSvg({ category: 'boat-trips', seed: 3 }),
  );
});
