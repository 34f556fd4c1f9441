import type { z } from 'astro/zod';

/** "slots.0.end"; a problem with the file as a whole has no field to name. */
const fieldPath = (path: readonly PropertyKey[]): string => (path.length ? path.map(String).join('.') : '(whole file)');

/**
 * One line per problem in a content file, naming the file, the field and what is expected, e.g.
 * "content/plans/day-pass.yaml: price: Give the price as a number, e.g. 69".
 */
export function describeIssues(file: string, error: { issues: readonly z.core.$ZodIssue[] }): string[] {
	return error.issues.flatMap((issue) =>
		// zod reports unknown keys on the object itself; name each key as the field instead.
		issue.code === 'unrecognized_keys'
			? issue.keys.map((key) => `${file}: ${fieldPath([...issue.path, key])}: Unknown field: check its spelling, or remove it`)
			: [`${file}: ${fieldPath(issue.path)}: ${issue.message}`],
	);
}
