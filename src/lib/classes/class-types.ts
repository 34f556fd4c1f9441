import { type ClassType, classTypes } from '../schemas/classes.ts';

/** A class's kind as a filter and a card mark it: its key and its name (content/settings/words.yaml, classTypes). */
export interface ClassKind {
	key: ClassType;
	label: string;
}

/** A kind with its name; undefined for a class of no kind. */
export function kindOf(type: ClassType | undefined, labels: Readonly<Record<ClassType, string>>): ClassKind | undefined {
	return type && { key: type, label: labels[type] };
}

/** The kinds among some classes, each once, in the order the schema lists them: a type filter's chips. */
export function kindsAmong(types: readonly (ClassType | undefined)[], labels: Readonly<Record<ClassType, string>>): ClassKind[] {
	return classTypes.filter((type) => types.includes(type)).map((type) => ({ key: type, label: labels[type] }));
}
