// Bad input stops at the edge: a string with a NUL byte or a lone surrogate, or longer than any field
// we keep, is a 422 on its field before a handler, a URI encoder or the database sees it (PostgreSQL
// refuses NUL in text, encodeURIComponent throws on a lone surrogate). Runs on body, query and params.
import { ERROR_CODES, type FieldErrors, VALIDATION_MESSAGE } from '@storefront/shared/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** No field the API keeps is longer; the body limit (256 KiB) still caps the whole request. */
export const MAX_STRING_LENGTH = 16 * 1024;
const MAX_DEPTH = 32;

// A high surrogate not followed by a low one, or a low one without a high one before it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function stringProblem(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return `At most ${MAX_STRING_LENGTH} characters.`;
  if (value.includes('\u0000')) return 'Contains a NUL character.';
  if (LONE_SURROGATE.test(value)) return 'Contains an invalid character.';
  return null;
}

/** Field errors of every bad string (keys included) in a parsed value, dotted paths like zod's. */
export function inputProblems(value: unknown, root: string): FieldErrors {
  const errors: FieldErrors = {};
  const walk = (node: unknown, path: string, depth: number) => {
    if (depth > MAX_DEPTH) {
      errors[path] = ['Nested too deeply.'];
      return;
    }
    if (typeof node === 'string') {
      const problem = stringProblem(node);
      if (problem) errors[path] = [problem];
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) walk(item, `${path}.${index}`, depth + 1);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (stringProblem(key)) {
          errors[path] = ['Contains an invalid field name.'];
          continue;
        }
        walk(item, path === root ? key : `${path}.${key}`, depth + 1);
      }
    }
  };
  walk(value, root, 0);
  return errors;
}

export async function inputGuard(request: FastifyRequest) {
  const errors = {
    ...inputProblems(request.params, 'params'),
    ...inputProblems(request.query, 'query'),
    ...inputProblems(request.body, 'body'),
  };
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, VALIDATION_MESSAGE, ERROR_CODES.validation, errors);
  }
}
