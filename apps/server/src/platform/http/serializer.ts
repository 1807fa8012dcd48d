import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * Response serialisation: the route's zod schema is turned into JSON Schema once and compiled
 * with fast-json-stringify (what bare Fastify uses), instead of validating every response with
 * zod. Only declared properties are written, so a column such as password_hash can never leak.
 * Schemas JSON Schema cannot express fall back to zod's serializer.
 * Measured: see docs/decisions/0002-fast-serializer.md.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'throw', reused: 'inline', cycles: 'ref' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route as never);
  }
};
