import { render } from '@testing-library/react';
import { ResponsivePicture } from './index';

const image = {
  width: 1200,
  height: 800,
  src: '/api/files/p-960w.jpg',
  avif: '/api/files/p-320w.avif 320w, /api/files/p-1200w.avif 1200w',
  webp: '/api/files/p-320w.webp 320w, /api/files/p-1200w.webp 1200w',
  jpeg: '/api/files/p-320w.jpg 320w, /api/files/p-1200w.jpg 1200w',
};
const SIZES = '(max-width: 600px) 100vw, 300px';

it('draws AVIF then WebP sources and a sized JPEG img with the sizes per breakpoint, loading and priority passed through', () => {
  const { container } = render(
    <ResponsivePicture
      src="/api/files/p-1600w.jpg"
      image={image}
      alt="Tram 28"
      sizes={SIZES}
      width={400}
      height={300}
      loading="eager"
      fetchPriority="high"
      className="pic"
    />,
  );
  const picture = container.querySelector('picture')!;
  const sources = [...picture.querySelectorAll('source')].map((s) => [
    s.getAttribute('type'),
    s.getAttribute('srcset'),
    s.getAttribute('sizes'),
  ]);
  expect(sources).toEqual([
    ['image/avif', image.avif, SIZES],
    ['image/webp', image.webp, SIZES],
  ]);
  const img = picture.querySelector('img')!;
  expect(img.previousElementSibling?.tagName).toBe('SOURCE');
  expect({
    src: img.getAttribute('src'),
    srcset: img.getAttribute('srcset'),
    sizes: img.getAttribute('sizes'),
    width: img.getAttribute('width'),
    height: img.getAttribute('height'),
    alt: img.getAttribute('alt'),
    loading: img.getAttribute('loading'),
    fetchpriority: img.getAttribute('fetchpriority'),
    className: img.className,
  }).toEqual({
    src: image.src,
    srcset: image.jpeg,
    sizes: SIZES,
    width: '1200',
    height: '800',
    alt: 'Tram 28',
    loading: 'eager',
    fetchpriority: 'high',
    className: 'pic',
  });
});

it('is a plain sized img, lazy by default, for a picture without variants (SVG art)', () => {
  const { container } = render(
    <ResponsivePicture
      src="/api/files/seed/services/x/1.svg"
      image={null}
      alt=""
      sizes={SIZES}
      width={400}
      height={300}
    />,
  );
  expect(container.querySelector('picture')).toBeNull();
  const img = container.querySelector('img')!;
  expect([
    img.getAttribute('src'),
    img.getAttribute('width'),
    img.getAttribute('height'),
    img.getAttribute('loading'),
    img.hasAttribute('srcset'),
    img.hasAttribute('fetchpriority'),
  ]).toEqual(['/api/files/seed/services/x/1.svg', '400', '300', 'lazy', false, false]);
});
