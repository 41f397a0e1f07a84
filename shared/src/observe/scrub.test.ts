import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FILTERED, isSensitiveKey, scrub, scrubText } from './scrub';

/** Phone numbers as people and forms write them: +7 (915) 123-45-67, 89151234567, +49 30 1234 5678… */
const phone = fc
  .tuple(
    fc.constantFrom('+7', '8', '+49', '+90', '7', ''),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 11 }),
    fc.constantFrom(' ', '-', '', ' (', ') '),
  )
  .map(
    ([prefix, digits, sep]) =>
      `${prefix}${digits.slice(0, 3).join('')}${sep}${digits.slice(3, 6).join('')}${sep.trim() ? '-' : sep}${digits.slice(6).join('')}`,
  );
const card = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 16, maxLength: 16 })
  .chain((digits) =>
    fc.constantFrom(' ', '-', '').map((sep) => digits.join('').replace(/(\d{4})(?=\d)/g, `$1${sep}`)),
  );
const email = fc.emailAddress();
const secret = fc.oneof(phone, card, email);
/** Text around the secret that is not itself a secret's shape. */
const filler = fc.string({ maxLength: 20 }).map((text) => text.replace(/[\d@=]/g, 'x'));
const digitsOf = (value: string) => value.replace(/\D/g, '');

describe('scrubText', () => {
  it('leaves no phone number, card number or email in a message, whatever surrounds it', () => {
    fc.assert(
      fc.property(filler, secret, filler, (before, value, after) => {
        const out = scrubText(`${before} ${value} ${after}`);
        expect(out).toContain(FILTERED);
        if (value.includes('@')) expect(out).not.toContain(value);
        else expect(digitsOf(out)).not.toContain(digitsOf(value));
      }),
    );
  });

  it('masks sensitive query parameters and keeps the others', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('phone', 'code', 'token', 'session_key', 'email', 'name'),
        fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
        (key, value) => {
          const out = scrubText(`https://shop.example/checkout?city=moscow&${key}=${value}&page=2`);
          expect(out).toBe(`https://shop.example/checkout?city=moscow&${key}=${FILTERED}&page=2`);
        },
      ),
    );
  });

  it('keeps text that carries no personal data unchanged', () => {
    fc.assert(
      fc.property(filler, (text) => {
        expect(scrubText(text)).toBe(text);
      }),
    );
    expect(scrubText('Cannot read properties of undefined (reading "price") at order 4512')).toBe(
      'Cannot read properties of undefined (reading "price") at order 4512',
    );
  });

  it('masks bearer credentials and JWTs', () => {
    expect(scrubText('Authorization: Bearer abc.def-123')).not.toContain('abc.def-123');
    expect(scrubText('eyJhbGciOi.eyJzdWIiOjF9.sig-nature')).toBe(FILTERED);
  });
});

describe('scrub', () => {
  const sensitiveKey = fc.constantFrom(
    'phone',
    'userPhone',
    'name',
    'firstName',
    'customer_name',
    'email',
    'address',
    'street',
    'cardNumber',
    'cvv',
    'cryptogram',
    'token',
    'sessionKey',
    'cookie',
    'Cookie',
    'code',
    'otp',
    'password',
    'comment',
  );

  it('replaces every value under a sensitive key, at any depth, and nothing of it remains', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('a', 'b', 'items', '0'), { maxLength: 5 }),
        sensitiveKey,
        fc.string({ minLength: 3 }).map((s) => `v${s}v`),
        (path, key, value) => {
          const input: Record<string, unknown> = {};
          let node = input;
          for (const step of path) {
            const next: Record<string, unknown> = {};
            node[step] = next;
            node = next;
          }
          node[key] = value;
          const out = scrub(input);
          let at = out as Record<string, unknown>;
          for (const step of path) at = at[step] as Record<string, unknown>;
          expect(at[key]).toBe(FILTERED);
          expect(JSON.stringify(out)).not.toContain(JSON.stringify(value).slice(1, -1));
        },
      ),
    );
  });

  it('keeps the shape and the harmless values of an event', () => {
    const event = {
      exception: {
        values: [
          {
            type: 'TypeError',
            value: 'x is undefined',
            stacktrace: { frames: [{ filename: '/static/js/main.js', function: 'render', lineno: 3 }] },
          },
        ],
      },
      tags: { service: 'shell', statusCode: 500 },
    };
    expect(scrub(event)).toEqual(event);
  });

  it('does not follow cycles', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expect(scrub(loop)).toEqual({ a: 1, self: '[Cut]' });
  });

  it('tells keys of code from keys of people', () => {
    for (const key of ['filename', 'function', 'hostname', 'statusCode', 'type', 'value', 'lineno'])
      expect(isSensitiveKey(key)).toBe(false);
    for (const key of [
      'name',
      'lastName',
      'phone_number',
      'e-mail',
      'deliveryAddress',
      'card_pan',
      'X-Session-Key',
      'authorization',
    ])
      expect(isSensitiveKey(key)).toBe(true);
  });
});
