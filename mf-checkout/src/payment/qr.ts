// The QR the bank app scans (SBP, SberPay): the acquirer answers the payment link as text, or a
// ready image; text is drawn as an SVG data URL.
import { renderSVG } from 'uqr';

export function qrImageSrc(code: string): string {
  if (code.startsWith('data:image/')) return code;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(code, { border: 2 }))}`;
}
