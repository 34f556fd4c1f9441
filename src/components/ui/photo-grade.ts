import { readFileSync } from 'node:fs';
import { findStandInPictures } from '../../build/stand-ins.ts';

const known = new Map<string, boolean>();

/**
 * Whether a picture takes the site's photo grade (.photo-grade in SlotPicture.css): a real photo does, in a slot whose
 * own colours do not matter; a stand-in is drawn in the grade's inks already, and grading it twice muddies it.
 */
export function takesGrade(fsPath: string | undefined, slotGraded: boolean): boolean {
	if (!slotGraded) return false;
	if (!fsPath) return true;
	let standIn = known.get(fsPath);
	if (standIn === undefined) {
		standIn = findStandInPictures([{ path: fsPath, bytes: readFileSync(fsPath) }]).length > 0;
		known.set(fsPath, standIn);
	}
	return !standIn;
}
