import { z } from 'zod';

/**
 * The JSON schema an answer is serialized by, from the entity's zod record (`src/entities/bid`), so a field
 * is written once: every field required, nothing else sent. Knows the kinds the bid records use.
 */
export function answerSchema(type: z.ZodTypeAny): Record<string, unknown> {
  if (type instanceof z.ZodEffects) return answerSchema(type.innerType());
  if (type instanceof z.ZodDefault || type instanceof z.ZodOptional) return answerSchema(type._def.innerType as z.ZodTypeAny);
  if (type instanceof z.ZodNullable) {
    const inner = answerSchema(type._def.innerType as z.ZodTypeAny);
    return { ...inner, nullable: true };
  }
  if (type instanceof z.ZodObject) {
    const shape = type.shape as Record<string, z.ZodTypeAny>;
    return {
      type: 'object',
      additionalProperties: false,
      required: Object.keys(shape),
      properties: Object.fromEntries(Object.entries(shape).map(([name, field]) => [name, answerSchema(field)])),
    };
  }
  if (type instanceof z.ZodArray) return { type: 'array', items: answerSchema(type.element as z.ZodTypeAny) };
  if (type instanceof z.ZodTuple) return { type: 'array', items: (type.items as z.ZodTypeAny[]).map(answerSchema), minItems: type.items.length, maxItems: type.items.length };
  if (type instanceof z.ZodRecord) return { type: 'object', additionalProperties: answerSchema(type.valueSchema as z.ZodTypeAny) };
  if (type instanceof z.ZodUnion) {
    const options = type.options as z.ZodTypeAny[];
    if (options.every((option) => option instanceof z.ZodLiteral)) return { type: typeof (options[0] as z.ZodLiteral<unknown>).value, enum: options.map((option) => (option as z.ZodLiteral<unknown>).value) };
  }
  if (type instanceof z.ZodEnum) return { type: 'string', enum: [...(type.options as string[])] };
  if (type instanceof z.ZodNumber) return { type: type.isInt ? 'integer' : 'number' };
  if (type instanceof z.ZodBoolean) return { type: 'boolean' };
  if (type instanceof z.ZodLiteral) return { type: typeof type.value };
  return { type: 'string' };
}

/** `{ success, message?, <name>: record }`. */
export const wrapped = (name: string, type: z.ZodTypeAny, withMessage = false) => ({
  type: 'object',
  required: ['success', ...(withMessage ? ['message'] : []), name],
  properties: { success: { type: 'boolean' }, ...(withMessage ? { message: { type: 'string' } } : {}), [name]: answerSchema(type) },
});
