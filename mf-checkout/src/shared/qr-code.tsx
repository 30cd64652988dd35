// A QR code (the voucher item's signed code the partner checks, the crypto deposit address) drawn as SVG squares in the
// theme's text colour, with a quiet zone of four modules. Only lazily loaded (React.lazy) so the QR encoder never
// weighs on a page's first load (docs/adr/018).
import type { ReactNode } from 'react';
import { theme } from '@mp/shared/ui';
import { qrModules } from './qr-modules';

export default function QrCode({
  value,
  label,
  testId,
  pixels,
}: {
  value: string;
  /** What the code holds, in words, for a screen reader. */
  label: string;
  testId: string;
  /** Its width and height on screen. */
  pixels: number;
}): ReactNode {
  const { size, dark } = qrModules(value);
  const quiet = 4;
  const side = size + quiet * 2;
  const path = dark.map(([x, y]) => `M${x + quiet} ${y + quiet}h1v1h-1z`).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid={testId}
      viewBox={`0 0 ${side} ${side}`}
      width={pixels}
      height={pixels}
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill={theme.colors.surface} />
      <path d={path} fill={theme.colors.text} />
    </svg>
  );
}
