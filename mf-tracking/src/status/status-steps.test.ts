import { describe, expect, it } from 'vitest';
import { statusSteps } from './status-steps';

const shape = (steps: ReturnType<typeof statusSteps>) => steps.map(({ alias, state }) => `${alias}:${state}`);

describe('statusSteps (spec §2 Order tracking icons)', () => {
  it('shows accepted, cooking, sent and done for a delivery order', () => {
    expect(shape(statusSteps('cooking', 'delivery'))).toEqual([
      'accepted:done',
      'cooking:current',
      'sent:upcoming',
      'done:upcoming',
    ]);
  });

  it('never shows sent for a takeaway order', () => {
    for (const alias of ['accepted', 'cooking', 'done'] as const)
      expect(statusSteps(alias, 'takeaway').map((step) => step.alias)).toEqual([
        'accepted',
        'cooking',
        'done',
      ]);
  });

  it('marks every earlier step passed once the order is done', () => {
    expect(shape(statusSteps('done', 'delivery'))).toEqual([
      'accepted:done',
      'cooking:done',
      'sent:done',
      'done:current',
    ]);
    expect(shape(statusSteps('done', 'takeaway'))).toEqual(['accepted:done', 'cooking:done', 'done:current']);
  });

  it('makes the courier step current while a delivery order is sent', () => {
    expect(shape(statusSteps('sent', 'delivery'))).toEqual([
      'accepted:done',
      'cooking:done',
      'sent:current',
      'done:upcoming',
    ]);
  });

  it('shows a single canceled icon for a canceled order', () => {
    expect(shape(statusSteps('canceled', 'delivery'))).toEqual(['canceled:current']);
    expect(shape(statusSteps('canceled', 'takeaway'))).toEqual(['canceled:current']);
  });

  it('keeps every step ahead while the order waits for payment', () => {
    expect(statusSteps('waiting_for_payment', 'delivery').every((step) => step.state === 'upcoming')).toBe(
      true,
    );
  });
});
