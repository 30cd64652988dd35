// The deposit address as a QR code, drawn as SVG squares in the theme's text colour. Loaded on its own (React.lazy)
// so the QR encoder never weighs on the checkout's first load.
import type { ReactNode } from 'react';
import qrcode from 'qrcode-generator';
import { theme } from '@mp/shared/ui';

/** The dark modules of `value`'s QR code (error correction M), and its size in modules. */
export function qrModules(value: string): { size: number; dark: [number, number][] } {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const size = code.getModuleCount();
  const dark: [number, number][] = [];
  for (let row = 0; row < size; row += 1) for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) dark.push([col, row]);
  return { size, dark };
}

export default function CryptoQr({ value, label }: { value: string; label: string }): ReactNode {
  const { size, dark } = qrModules(value);
  const quiet = 4;
  const side = size + quiet * 2;
  const path = dark.map(([x, y]) => `M${x + quiet} ${y + quiet}h1v1h-1z`).join('');
  return (
    <svg role="img" aria-label={label} data-testid="crypto-qr" viewBox={`0 0 ${side} ${side}`} width="184" height="184" shapeRendering="crispEdges">
      <rect width={side} height={side} fill={theme.colors.surface} />
      <path d={path} fill={theme.colors.text} />
    </svg>
  );
}
