import type { z } from 'astro/zod';

type Def = {
	type: string;
	innerType?: z.core.$ZodType;
	in?: z.core.$ZodType;
	out?: z.core.$ZodType;
	element?: z.core.$ZodType;
	shape?: Record<string, z.core.$ZodType>;
	options?: readonly z.core.$ZodType[];
	valueType?: z.core.$ZodType;
	left?: z.core.$ZodType;
	right?: z.core.$ZodType;
};

/** One schema inside another, at the path of the field it checks (`*` for each item of a list or record). */
export interface SchemaNode {
	path: readonly string[];
	schema: z.core.$ZodType;
}

/**
 * Every schema inside `schema`, itself first, each at the path of the field it checks: an object's fields, a list's or
 * record's items, both sides of a pipe or intersection, each option of a union at the same path, and what a modifier
 * (optional, default, nullable…) wraps. The schemas' links and roles are found by reading these.
 */
export function schemaNodes(schema: z.core.$ZodType, path: readonly string[] = []): SchemaNode[] {
	const def = schema._zod.def as Def;
	const inner = (next: z.core.$ZodType | undefined, at = path) => (next ? schemaNodes(next, at) : []);
	const within = (() => {
		switch (def.type) {
			case 'object':
				return Object.entries(def.shape ?? {}).flatMap(([key, field]) => schemaNodes(field, [...path, key]));
			case 'array':
				return inner(def.element, [...path, '*']);
			case 'record':
				return inner(def.valueType, [...path, '*']);
			case 'pipe':
				return [...inner(def.in), ...inner(def.out)];
			case 'union':
				return (def.options ?? []).flatMap((option) => schemaNodes(option, path));
			case 'intersection':
				return [...inner(def.left), ...inner(def.right)];
			default:
				return inner(def.innerType);
		}
	})();
	return [{ path, schema }, ...within];
}
