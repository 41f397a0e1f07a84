import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';
import { bus } from './storefront-bus';

interface TestEvents {
  'cart:changed': { count: number };
  'account:signed-out': undefined;
}

describe('event bus', () => {
  afterEach(() => bus.clear());

  it('delivers a payload to every listener of the name', () => {
    const events = createBus<TestEvents>();
    const a = vi.fn();
    const b = vi.fn();
    events.on('cart:changed', a);
    events.on('cart:changed', b);
    events.emit('cart:changed', { count: 3 });
    expect(a).toHaveBeenCalledWith({ count: 3 });
    expect(b).toHaveBeenCalledWith({ count: 3 });
  });

  it('does not deliver other names', () => {
    const events = createBus<TestEvents>();
    const handler = vi.fn();
    events.on('account:signed-out', handler);
    events.emit('cart:changed', { count: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('emits payload-less events without an argument', () => {
    const events = createBus<TestEvents>();
    const handler = vi.fn();
    events.on('account:signed-out', handler);
    events.emit('account:signed-out');
    expect(handler).toHaveBeenCalledWith(undefined);
  });

  it('returns an unsubscribe function from on', () => {
    const events = createBus<TestEvents>();
    const handler = vi.fn();
    const off = events.on('cart:changed', handler);
    off();
    events.emit('cart:changed', { count: 1 });
    expect(handler).not.toHaveBeenCalled();
    expect(events.listenerCount('cart:changed')).toBe(0);
  });

  it('calls a once listener a single time', () => {
    const events = createBus<TestEvents>();
    const handler = vi.fn();
    events.once('cart:changed', handler);
    events.emit('cart:changed', { count: 1 });
    events.emit('cart:changed', { count: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ count: 1 });
  });

  it('can cancel a once listener before it fires', () => {
    const events = createBus<TestEvents>();
    const handler = vi.fn();
    const off = events.once('cart:changed', handler);
    off();
    events.emit('cart:changed', { count: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('keeps notifying the others when one listener throws', () => {
    const events = createBus<TestEvents>();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    events.on('cart:changed', () => {
      throw new Error('broken remote');
    });
    events.on('cart:changed', after);
    events.emit('cart:changed', { count: 1 });
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('lets a listener unsubscribe another during emit without skipping the current round', () => {
    const events = createBus<TestEvents>();
    const second = vi.fn();
    let offSecond = () => {};
    events.on('cart:changed', () => offSecond());
    offSecond = events.on('cart:changed', second);
    events.emit('cart:changed', { count: 1 });
    expect(second).toHaveBeenCalledTimes(1);
    events.emit('cart:changed', { count: 2 });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('exposes one page-wide storefront bus', async () => {
    const viaPackage = await import('@storefront/shared/events');
    expect(viaPackage.bus).toBe(bus);
    const handler = vi.fn();
    bus.on('account:signed-in', handler);
    viaPackage.bus.emit('account:signed-in', { userId: 42 });
    expect(handler).toHaveBeenCalledWith({ userId: 42 });
  });
});
