import React, { useMemo } from 'react';
import { create } from 'qrcode';

/** Modules of quiet zone around the code, as ISO/IEC 18004 asks of a reader. */
const QUIET_ZONE = 4;

export interface QrCodeSvg {
  /** The `d` attribute of one path drawing every dark module, one unit per module. */
  path: string;
  /** Width and height of the drawing in modules, quiet zone included. */
  size: number;
}

/**
 * The code as one SVG path: one element however many modules, so a long
 * offer URL stays a light DOM node, and the same data makes the download.
 */
export function qrCodeSvg(value: string): QrCodeSvg {
  // Error-correction level M: a phone camera reads a screen well, and a long URL keeps a smaller code.
  const { modules } = create(value, { errorCorrectionLevel: 'M' });
  const commands: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) commands.push(`M${column + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  return { path: commands.join(''), size: modules.size + QUIET_ZONE * 2 };
}

/** A standalone SVG document of the code, for the download. */
export function qrCodeSvgDocument(value: string): string {
  const { path, size } = qrCodeSvg(value);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`
  );
}

export default function QrCodeImage({ value, label }: { value: string; label: string }): React.JSX.Element {
  const { path, size } = useMemo(() => qrCodeSvg(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-qr-value={value}>
      <rect width={size} height={size} fill="#fff" />
      <path fill="#000" d={path} />
    </svg>
  );
}
