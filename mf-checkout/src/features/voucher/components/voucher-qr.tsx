// A voucher item's QR code (the signed code the partner checks), drawn as SVG squares in the theme's text colour.
// Loaded on its own (React.lazy) so the QR encoder never weighs on the page's first load.
import type { ReactNode } from 'react';
import { theme } from '@mp/shared/ui';
import { qrModules } from '../../../shared/qr-modules';

export default function VoucherQr({ value, label }: { value: string; label: string }): ReactNode {
  const { size, dark } = qrModules(value);
  const quiet = 4;
  const side = size + quiet * 2;
  const path = dark.map(([x, y]) => `M${x + quiet} ${y + quiet}h1v1h-1z`).join('');
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="voucher-qr"
      viewBox={`0 0 ${side} ${side}`}
      width="160"
      height="160"
      shapeRendering="crispEdges"
    >
      <rect width={side} height={side} fill={theme.colors.surface} />
      <path d={path} fill={theme.colors.text} />
    </svg>
  );
}
