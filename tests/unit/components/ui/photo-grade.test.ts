import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { takesGrade } from '@/components/ui/photo-grade';
import { standInMarker } from '@/build/stand-ins';

describe('takesGrade', () => {
	const dir = mkdtempSync(join(tmpdir(), 'photo-grade-'));
	const photo = join(dir, 'photo.jpg');
	const standIn = join(dir, 'stand-in.jpg');
	writeFileSync(photo, Buffer.from('\xff\xd8 a real photo from a phone', 'latin1'));
	writeFileSync(standIn, Buffer.from(`\xff\xd8 ${standInMarker} drawn art`, 'latin1'));

	it.each([
		{ name: 'a real photo in a graded slot', path: photo, slot: true, graded: true },
		{ name: 'a stand-in, drawn in the inks already', path: standIn, slot: true, graded: false },
		{ name: 'a real photo where its own colours matter (a product)', path: photo, slot: false, graded: false },
		{ name: 'a picture whose file the build does not name', path: undefined, slot: true, graded: true },
	])('$name', ({ path, slot, graded }) => {
		expect(takesGrade(path, slot)).toBe(graded);
	});
});
