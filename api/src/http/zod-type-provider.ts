// Routes declare zod schemas from @storefront/shared/contract; these compilers make Fastify
// validate requests and serialise answers with them, and the type provider types handlers.
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';

export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** Which part of the request failed, so a root-level issue still gets a field name. */
export type HttpPart = 'body' | 'params' | 'querystring' | 'headers';

export class RequestValidationError extends Error {
  constructor(
    readonly zodError: z.ZodError,
    readonly httpPart: HttpPart,
  ) {
    super('Request validation failed');
    this.name = 'RequestValidationError';
  }
}

/** An answer that breaks its own contract is our bug: it must surface as a 500, never a 422. */
export class ResponseContractError extends Error {
  constructor(readonly zodError: z.ZodError) {
    super(`Response does not match its schema: ${zodError.message}`);
    this.name = 'ResponseContractError';
  }
}

function isZodSchema(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZodSchema(schema)) throw new Error(`Route schema for ${httpPart} is not a zod schema`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error, (httpPart ?? 'body') as HttpPart) };
  };
};

export const serializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (!isZodSchema(schema)) throw new Error('Response schema is not a zod schema');
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseContractError(result.error);
    return JSON.stringify(result.data);
  };
};
