// Asserts an answer is a spec §8 error body: `{ message, errors: {field: [msg]}, code }`.
import { type ErrorBody, errorBodySchema } from '@storefront/shared/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export function expectErrorBody(response: LightMyRequestResponse, status: number, code?: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const raw = response.json();
  // `errors` must be sent, not merely defaulted by the schema.
  expect(raw).toHaveProperty('errors');
  const body = errorBodySchema.parse(raw);
  expect(body.message.length).toBeGreaterThan(0);
  if (code) expect(body.code).toBe(code);
  return body;
}
