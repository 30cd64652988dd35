// `pnpm --filter @mp/e2e run test:shots`: the contact sheet lists every shot under its variant and step, marks the
// step a variant failed at and the steps it never reached, and escapes what it prints.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { contactSheet, type Sheet } from './contact-sheet';

const steps = [
  { step: '01-home', title: 'Home page' },
  { step: '02-listing', title: 'A category listing' },
  { step: '03-search', title: 'Search for “Sintra”' },
];

function sheet(): Sheet {
  return {
    title: 'Roteiro: the main journey',
    generatedAt: '2026-11-24T17:00:00.000Z',
    steps,
    variants: [
      {
        name: 'phone-en',
        description: '390×844, touch, en',
        shots: steps.map(({ step, title }) => ({ step, title, file: `phone-en/${step}.png` })),
      },
      {
        name: 'desktop-pt',
        description: '1366×900, pt',
        shots: [{ step: '01-home', title: 'Home page', file: 'desktop-pt/01-home.png' }],
        failure: { step: '02-listing', message: 'locator.waitFor: Timeout <15000ms> exceeded' },
      },
    ],
  };
}

test('one row per step, one column per variant, each shot linked and shown', () => {
  const html = contactSheet(sheet());
  assert.equal(html.match(/<tr><th scope="row"/g)?.length, 3);
  assert.match(html, /<th scope="col">phone-en<br><small>390×844, touch, en<\/small><\/th><th scope="col">desktop-pt/);
  for (const { step } of steps)
    assert.ok(html.includes(`<a href="phone-en/${step}.png"><img src="phone-en/${step}.png"`), step);
  assert.ok(html.includes('<a href="desktop-pt/01-home.png">'));
  assert.match(html, /4 screenshots/);
});

test('the failed step says why, a step never reached is a dash', () => {
  const html = contactSheet(sheet());
  assert.match(html, /<td class="failed">failed: locator\.waitFor: Timeout &lt;15000ms&gt; exceeded<\/td>/);
  const searchRow = html.split('\n').find((line) => line.includes('03-search<br>')) ?? '';
  assert.match(searchRow, /<td class="missing">—<\/td><\/tr>/);
  assert.match(html, /desktop-pt stopped at 02-listing/);
});

test('a self-contained page: no scripts, no external assets, names escaped', () => {
  const input = sheet();
  input.steps[0]!.title = '<b>"Home" & more</b>';
  const html = contactSheet(input);
  assert.doesNotMatch(html, /<script|<link|https?:\/\//);
  assert.ok(html.includes('&lt;b&gt;&quot;Home&quot; &amp; more&lt;/b&gt;'));
  assert.ok(html.startsWith('<!doctype html>'));
});

test('file names are URL-encoded in links', () => {
  const input = sheet();
  input.variants[0]!.shots[0]!.file = 'phone en/01 home#1.png';
  assert.ok(contactSheet(input).includes('href="phone%20en/01%20home%231.png"'));
});
