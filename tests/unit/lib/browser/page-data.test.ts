import { afterEach, describe, expect, it, vi } from 'vitest';

import { timetableJsonPath } from '@/lib/browser/fetched-paths';
import { fetchJson, type PageDataMap, readPageData } from '@/lib/browser/page-data';
import { serializeScriptJson } from '@/lib/script-json';

afterEach(() => {
	vi.unstubAllGlobals();
});

/** A page whose elements, by id, hold these texts. */
const pageWith = (elements: Record<string, string>) =>
	vi.stubGlobal('document', { getElementById: (id: string) => (id in elements ? { textContent: elements[id] } : null) });

describe('readPageData', () => {
	it('reads back what the build wrote, a closing script tag in a text included', () => {
		const data: PageDataMap['open-line'] = { from: 0, steps: [0, 60], texts: ['+Shut </script> today'] };
		pageWith({ 'open-line': serializeScriptJson(data) });
		expect(readPageData('open-line')).toEqual(data);
	});

	it('takes only the ids PageDataMap lists', () => {
		pageWith({});
		// @ts-expect-error: a misspelt id fails the type check.
		expect(readPageData('open-lines')).toBeUndefined();
	});

	it.each([
		['absent', {}],
		['empty', { 'open-line': '' }],
	])('gives undefined when the element is %s', (_, elements) => {
		pageWith(elements);
		expect(readPageData('open-line')).toBeUndefined();
	});
});

describe('fetchJson', () => {
	const answering = (ok: boolean, body: unknown) =>
		vi.stubGlobal(
			'fetch',
			vi.fn(() => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response)),
		);

	it('gives the JSON of a response that is OK', async () => {
		answering(true, { week: [], dates: {} });
		await expect(fetchJson(timetableJsonPath)).resolves.toEqual({ week: [], dates: {} });
	});

	it('rejects, naming the address, when the response is not OK', async () => {
		answering(false, 'Not found');
		await expect(fetchJson(timetableJsonPath)).rejects.toThrow(timetableJsonPath);
	});
});
