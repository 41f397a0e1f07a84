// Error bodies in the storefront's shape (spec §8): a message, errors by field, a code.
export function errorBody(message: string, code: string, errors: Record<string, string[]> = {}) {
  return { message, errors, code };
}
