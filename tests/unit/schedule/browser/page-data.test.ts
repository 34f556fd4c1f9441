import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDataJson, readScriptJson } from '@/lib/schedule/browser/page-data';
import { serializeScriptJson } from '@/lib/script-json';

afterEach(() => {
	vi.unstubAllGlobals();
});

/** A page whose elements, by id, hold these texts. */
const pageWith = (elements: Record<string, string>) =>
	vi.stubGlobal('document', { getElementById: (id: string) => (id in elements ? { textContent: elements[id] } : null) });

describe('readScriptJson', () => {
	it('reads back what the build wrote, a closing script tag in a note included', () => {
		const data = { note: 'Shut </script> today', steps: [1, 2] };
		pageWith({ 'open-line': serializeScriptJson(data) });
		expect(readScriptJson<typeof data>('open-line')).toEqual(data);
	});

	it.each([
		['absent', {}],
		['empty', { 'open-line': '' }],
	])('gives undefined when the element is %s', (_, elements) => {
		pageWith(elements);
		expect(readScriptJson('open-line')).toBeUndefined();
	});
});

describe('readDataJson', () => {
	const element = (dataset: Record<string, string>) => ({ dataset }) as unknown as HTMLElement;

	it('reads a data attribute by its dataset name', () => {
		expect(readDataJson(element({ upcoming: '{"week":[],"dates":{}}' }), 'upcoming')).toEqual({ week: [], dates: {} });
	});

	it('gives undefined without the attribute or the element', () => {
		expect(readDataJson(element({}), 'upcoming')).toBeUndefined();
		expect(readDataJson(null, 'upcoming')).toBeUndefined();
	});
});
