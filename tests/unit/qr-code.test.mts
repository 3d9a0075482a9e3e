import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import jsQR from 'jsqr';
import { qrCodeSvg, qrCodeSvgDocument } from '../../src/components/QrCode/QrCodeImage.tsx';

const PIXELS_PER_MODULE = 6;

/** Paints the path's unit squares into an RGBA image, as a screen would show them. */
function rasterize(value: string): { data: Uint8ClampedArray; width: number } {
  const { path, size } = qrCodeSvg(value);
  const width = size * PIXELS_PER_MODULE;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of path.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) {
    for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
      for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
        const offset = ((Number(y) * PIXELS_PER_MODULE + dy) * width + Number(x) * PIXELS_PER_MODULE + dx) * 4;
        data[offset] = data[offset + 1] = data[offset + 2] = 0;
      }
    }
  }
  return { data, width };
}

describe('QR codes (src/components/QrCode)', () => {
  const offer =
    'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fcore.example.com%2Fssi%2Fopenid4vci%2Ffinal-1.0%2F' +
    '5b0b2c4e-4d0f-4f6e-9a51-2f0d3c7b8e11%2Foffer%2F0f7a2c9e-61b4-4c2e-8d3a-7e5b1f9c2d40';

  it('draws a code that an independent decoder (jsQR) reads back as the exact URL', () => {
    for (const value of [
      offer,
      'openid4vp://?client_id=x509_san_dns%3Averifier.example.com&request_uri=https%3A%2F%2Fverifier.example.com%2Fr%2F1',
    ]) {
      const { data, width } = rasterize(value);
      assert.equal(jsQR(data, width, width)?.data, value);
    }
  });

  it('makes a standalone SVG document with a white ground for the download', () => {
    const svg = qrCodeSvgDocument(offer);
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    assert.match(svg, /<rect width="\d+" height="\d+" fill="#fff"\/>/);
  });
});
