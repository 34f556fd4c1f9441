import { z } from 'astro/zod';

import { type FieldRole, fieldRoles } from '../schemas/shared.ts';
import { collectionSchemas } from './collection-schemas.ts';
import { type CollectionName, collectionNames } from './content-layout.ts';
import { schemaNodes } from './schema-nodes.ts';

/** A field of a collection's entries marked with a role (withRole, src/lib/schemas/shared.ts), and the role. */
export interface RoleField {
	collection: CollectionName;
	/** Where the field sits in an entry, `*` for each item of a list, joined with dots: `carousel.photos.*.image`. */
	field: string;
	role: FieldRole;
}

/** The fields of `schema` marked with a role, each once, as its path joined with dots and its role. */
export function rolesIn(schema: z.core.$ZodType): { field: string; role: FieldRole }[] {
	const found = new Map<string, { field: string; role: FieldRole }>();
	for (const { path, schema: node } of schemaNodes(schema)) {
		const role = fieldRoles.get(node);
		const field = path.join('.');
		// A field every page of a union declares (a page's title) is found once per page; one is enough.
		if (role) found.set(`${field} ${JSON.stringify(role)}`, { field, role });
	}
	return [...found.values()];
}

/**
 * Every marked field of every collection, read from the schemas themselves (built with plain strings for images and
 * links), so a field marked in a new schema is found with no list to update.
 */
export const roleFields: readonly RoleField[] = (() => {
	const schemas = collectionSchemas(
		() => z.string(),
		() => z.string(),
	);
	return collectionNames.flatMap((collection) => rolesIn(schemas[collection]()).map(({ field, role }) => ({ collection, field, role })));
})();

/** The fields that play `role` (a key of FieldRole), with the role's value. */
export const fieldsWithRole = <K extends keyof FieldRole>(key: K): (RoleField & { value: NonNullable<FieldRole[K]> })[] =>
	roleFields.flatMap((entry) => {
		const value = entry.role[key];
		return value === undefined ? [] : [{ ...entry, value }];
	});
