import { describe, expect, it } from 'vitest';
import { orderActions } from './statuses';

describe('orderActions (spec §4: cancel when accepted, repeat when done)', () => {
  it('offers cancel and repeat to the owner by status', () => {
    expect(orderActions({ status: 'accepted', orderType: 'delivery' })).toMatchObject({
      can_cancel: true,
      can_repeat: false,
      is_trackable: true,
    });
    expect(orderActions({ status: 'done', orderType: 'delivery' })).toMatchObject({
      can_cancel: false,
      can_repeat: true,
      is_trackable: false,
    });
  });

  it('offers neither to someone following the order by phone and number', () => {
    expect(orderActions({ status: 'accepted', orderType: 'delivery' }, false)).toMatchObject({
      can_cancel: false,
      can_repeat: false,
      is_trackable: true,
    });
    expect(orderActions({ status: 'done', orderType: 'takeaway' }, false).can_repeat).toBe(false);
  });
});
