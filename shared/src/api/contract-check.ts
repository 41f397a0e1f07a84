// How the API client holds answers to the contract. A call takes its answer's schema from the contract
// module (`(contract) => contract.cartResponseSchema`: an import checked by TypeScript, no lookup by
// name); the contract is `@storefront/shared/contract`, zod and every schema, a chunk loaded on demand.
// - `strict` (tests, development builds, the shell's server): the answer is parsed with its schema
//   before the call returns; a mismatch is an ApiError `invalid_response`. This is where the contract
//   is checked: every test against the API and every server render parse each answer.
// - `shape` (the production page): zod and the schemas are never loaded for an answer — on a phone they
//   were ≈ 38 kB of script fetched on every visit only to re-check what the API had already serialised
//   through the same schema (defaults filled in, unknown fields dropped). The page checks by hand only
//   what a broken answer would break first: that it is a JSON object or array (every contract answer
//   is), so a proxy's HTML page, an empty or truncated body still becomes `invalid_response`, a clear
//   error in the caller's error state, never a page rendered from a string.
import type * as Contract from '@storefront/shared/contract';
import type { z } from 'zod';

type ContractModule = typeof Contract;

/** An answer's schema taken from the contract module once it is loaded: `(contract) => contract.x`. */
export type ContractSchema<S extends z.ZodType = z.ZodType> = (contract: ContractModule) => S;

export type ContractCheck = 'strict' | 'shape';

let contract: Promise<ContractModule> | null = null;

/** The contract module (a chunk of its own in the browser), loaded once. */
function loadContract(): Promise<ContractModule> {
  contract ??= import('@storefront/shared/contract').catch((error: unknown) => {
    contract = null;
    throw error;
  });
  return contract;
}

export async function contractSchema(schema: ContractSchema): Promise<z.ZodType> {
  return schema(await loadContract());
}

/**
 * The `shape` check: true when the answer can be a contract answer at all (a JSON object or array).
 * Anything else — text the client could not parse as JSON, an empty body, a bare number — is not.
 */
export function hasAnswerShape(answer: unknown): boolean {
  return typeof answer === 'object' && answer !== null;
}
