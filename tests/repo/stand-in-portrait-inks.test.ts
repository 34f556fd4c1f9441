import { describe, expect, it } from 'vitest';

import { loadManifests } from '../../scripts/stand-ins/generate.mjs';
import { team } from '../support/content';

// A team portrait's ink says the person's role (content/ART-DIRECTION.md, Coaches): one ink for every co-owner, another
// for every member of staff, so the colour means something and never merely takes turns.
describe('the team portraits', async () => {
	const { team: specs = [] } = await loadManifests();
	const inkOf = new Map(
		team.flatMap((person) => {
			const spec = specs.find((each) => each.out.endsWith(`/${person.photo.replace(/^\.\//, '')}`));
			return spec ? [[person.slug, { role: person.role, palette: spec.palette }] as const] : [];
		}),
	);

	it('take one ink per role, and the roles differ', () => {
		expect(inkOf.size).toBe(specs.length);
		const byRole = new Map<string, Set<string | undefined>>();
		for (const { role, palette } of inkOf.values()) byRole.set(role, new Set([...(byRole.get(role) ?? []), palette]));
		for (const [role, palettes] of byRole) expect(palettes.size, role).toBe(1);
		const inks = [...byRole.values()].map((palettes) => [...palettes][0]);
		expect(new Set(inks).size).toBe(inks.length);
	});
});
