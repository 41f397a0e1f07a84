// Spec §7: "Responses may carry a notification shown as a flash message". The field's shape is not
// specified, so a string and the usual object spellings are all accepted.
import type { FlashKind } from '@storefront/shared/events';

export interface Notification {
  text: string;
  kind: FlashKind;
}

const KINDS: Record<string, FlashKind> = {
  success: 'success',
  error: 'error',
  danger: 'error',
  warning: 'error',
  info: 'info',
};

export function readNotification(body: unknown): Notification | null {
  if (typeof body !== 'object' || body === null || !('notification' in body)) return null;
  const value = (body as { notification: unknown }).notification;
  if (typeof value === 'string') return value.trim() ? { text: value, kind: 'info' } : null;
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const text = [record.message, record.text, record.title].find((v) => typeof v === 'string' && v.trim());
  if (typeof text !== 'string') return null;
  const type =
    typeof record.type === 'string' ? record.type : typeof record.kind === 'string' ? record.kind : '';
  return { text, kind: KINDS[type] ?? 'info' };
}
