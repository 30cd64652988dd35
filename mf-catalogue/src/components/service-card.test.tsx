// The listing card's picture (ADR 024): a partner photo as a responsive <picture>, and a service without a
// picture in its category's illustration rather than an empty box.
import { render, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { categoryArtUrl } from '@mp/shared/art';
import { UiProvider } from '@mp/shared/ui';
import { localeStore } from '@mp/shared/stores';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { detail } from '../test-support/service.fixture';
import { ServiceCardItem } from './service-card';

addResources('catalogue', { en, pt });

const photo = {
  width: 1200,
  height: 900,
  src: '/api/files/services/form-1-960w.jpg',
  avif: '/api/files/services/form-1-320w.avif 320w, /api/files/services/form-1-1200w.avif 1200w',
  webp: '/api/files/services/form-1-320w.webp 320w, /api/files/services/form-1-1200w.webp 1200w',
  jpeg: '/api/files/services/form-1-320w.jpg 320w, /api/files/services/form-1-1200w.jpg 1200w',
};

const card = (patch: Parameters<typeof detail>[0]) =>
  render(
    <UiProvider>
      <BrowserRouter>
        <ul>
          <ServiceCardItem service={detail(patch)} eager />
        </ul>
      </BrowserRouter>
    </UiProvider>,
  );

it('draws a partner photo with AVIF and WebP sources sized for the grid, eager and high priority when asked', () => {
  const { container } = card({ image_url: '/api/files/services/form-1-1200w.jpg', image_responsive: photo });
  const sources = [...container.querySelectorAll('picture source')];
  expect(sources.map((s) => [s.getAttribute('type'), s.getAttribute('srcset')])).toEqual([
    ['image/avif', photo.avif],
    ['image/webp', photo.webp],
  ]);
  expect(sources[0]!.getAttribute('sizes')).toMatch(/\(max-width: 519px\).*300px$/);
  const img = container.querySelector('picture img')!;
  expect([
    img.getAttribute('alt'),
    img.getAttribute('width'),
    img.getAttribute('height'),
    img.getAttribute('loading'),
    img.getAttribute('fetchpriority'),
  ]).toEqual(['Sintra tour', '1200', '900', 'eager', 'high']);
});

it('shows the category’s illustration, decorative, when the service has no picture', async () => {
  const { container } = card({
    image_url: null,
    kind: 'wellness',
    category: { id: 2, slug: 'spa-and-massage', name: 'Spa', kind: 'wellness' },
  });
  await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
  const img = container.querySelector('img')!;
  expect(img.getAttribute('src')).toBe(categoryArtUrl({ category: 'spa-and-massage', kind: 'wellness', seed: 7 }));
  expect(decodeURIComponent(img.getAttribute('src')!)).toContain('data-scene="stones"');
  expect(img.getAttribute('alt')).toBe('');
  expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['400', '300']);
});

describe('badges', () => {
  const badges = (container: HTMLElement) =>
    [...container.querySelectorAll('ul[aria-label] li')].map((li) => li.textContent);

  it('say the rating and free cancellation, read out as a list', () => {
    const { container, getByRole } = card({
      rating: { average: 4.8, count: 4 },
      annotations: { ...detail({}).annotations, free_cancellation: true },
    });
    expect(getByRole('list', { name: 'Highlights' })).toBeTruthy();
    expect(getByRole('img', { name: '4.8 out of 5 stars (4 reviews)' })).toBeTruthy();
    expect(badges(container)).toEqual(['★★★★★(4)', 'Free cancellation']);
  });

  it('call a bookable service nobody reviewed yet new, and say nothing of cancellation where it costs', () => {
    const { container } = card({
      rating: { average: 0, count: 0 },
      annotations: { ...detail({}).annotations, free_cancellation: false },
    });
    expect(badges(container)).toEqual(['New']);
  });

  it('speak European Portuguese', () => {
    localeStore.getState().setLocale('pt');
    const { container } = card({
      rating: { average: 0, count: 0 },
      annotations: { ...detail({}).annotations, free_cancellation: true },
    });
    expect(badges(container)).toEqual(['Novidade', 'Cancelamento gratuito']);
    localeStore.getState().setLocale('en');
  });

  it('say "Instant confirmation" of a service confirmed on payment, in en and pt, and nothing of a request', () => {
    const noFree = { ...detail({}).annotations, free_cancellation: false };
    const rated = { average: 4.5, count: 3 };
    const instant = card({ rating: rated, annotations: noFree, confirmation: 'instant' });
    expect(badges(instant.container).slice(1)).toEqual(['Instant confirmation']);
    instant.unmount();
    const request = card({ rating: rated, annotations: noFree, confirmation: 'partner' });
    expect(badges(request.container).slice(1)).toEqual([]);
    request.unmount();
    localeStore.getState().setLocale('pt');
    const pt = card({ rating: rated, annotations: noFree, confirmation: 'instant' });
    expect(badges(pt.container).slice(1)).toEqual(['Confirmação imediata']);
    localeStore.getState().setLocale('en');
  });
});
