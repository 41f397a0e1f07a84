import { describe, expect, it } from 'vitest';
import { qrImageSrc } from './qr';

describe('qrImageSrc', () => {
  it('draws a payment link as an SVG QR code', () => {
    const src = qrImageSrc('https://bank.example/pay/abc');
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
  });

  it('keeps an image the acquirer already drew', () => {
    expect(qrImageSrc('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
