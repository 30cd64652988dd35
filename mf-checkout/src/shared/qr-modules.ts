// The QR encoding the crypto deposit address and the voucher's items draw; imported only by their lazily loaded
// components, so the encoder never weighs on a page's first load.
import qrcode from 'qrcode-generator';

/** The dark modules of `value`'s QR code (error correction M), and its size in modules. */
export function qrModules(value: string): { size: number; dark: [number, number][] } {
  const code = qrcode(0, 'M');
  code.addData(value);
  code.make();
  const size = code.getModuleCount();
  const dark: [number, number][] = [];
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col < size; col += 1) if (code.isDark(row, col)) dark.push([col, row]);
  return { size, dark };
}
