import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
	headerPolicy,
	headersRules,
	nginxMapsFile,
	nginxPolicyMap,
	servedFilesIn,
	writeHostPolicies,
} from '@/integrations/page-pipeline/hosts/host-policies';

const policy = "default-src 'self';script-src 'self' 'sha256-abc='; style-src 'self';";
const calendars = [{ suffix: '.ics', headers: [{ name: 'Content-Type', value: 'text/calendar; charset=utf-8' }] }];
const everyFile = "frame-ancestors 'none'";
const header = "default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'; frame-ancestors 'none'";

describe('host policies', () => {
	it.each([
		['adds the policy for every file, which only a header can carry, to the policy of the meta element', everyFile, header],
		[
			'is the meta element’s policy, tidied, when the site has none for every file',
			undefined,
			header.replace("; frame-ancestors 'none'", ''),
		],
	])('%s', (_, every, expected) => {
		expect(headerPolicy(policy, every)).toBe(expected);
	});

	it('writes a _headers rule per page and one per served file, with its headers', () => {
		expect(
			headersRules(
				new Map([
					['about-us', policy],
					['', policy],
				]),
				[{ file: '/timetable.ics', headers: calendars[0]!.headers }],
				everyFile,
			),
		).toContain(
			`/about-us\n  Content-Security-Policy: ${header}\n/\n  Content-Security-Policy: ${header}\n/timetable.ics\n  Content-Type: text/calendar; charset=utf-8\n`,
		);
	});

	it('writes an nginx map from the served file to its policy, the policy for every file alone for other files', () => {
		const map = nginxPolicyMap(new Map([['/about-us.html', policy]]), 'site', everyFile);
		expect(map).toContain(`map $uri $site_csp {\n\tdefault "frame-ancestors 'none'";\n\t"/about-us.html" "${header}";\n}`);
		expect(() => nginxPolicyMap(new Map([['/x.html', 'default-src "self"']]), 'site')).toThrow(/cannot quote/);
	});

	it.each([
		["the site's policy for every file", "frame-ancestors 'self'", `\tdefault "frame-ancestors 'self'";\n`],
		['no policy when the site gives none', undefined, '\tdefault "";\n'],
	])('gives other files %s', (_, every, line) => {
		expect(nginxPolicyMap(new Map(), 'site', every)).toContain(line);
	});

	it('appends to the build’s _headers, writes the nginx include, and counts the rules', () => {
		const root = mkdtempSync(join(tmpdir(), 'host-policies-'));
		mkdirSync(join(root, 'classes'));
		writeFileSync(join(root, 'classes', 'hydra.ics'), '');
		writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
		expect(servedFilesIn(root, calendars)).toEqual([{ file: '/classes/hydra.ics', headers: calendars[0]!.headers }]);
		const rules = writeHostPolicies(root, new Map([['', policy]]), calendars, 'site', everyFile);
		expect(rules).toBe(3);
		expect(readFileSync(join(root, '_headers'), 'utf8')).toMatch(/^\/\*\n[\s\S]*^\/\n {2}Content-Security-Policy: /m);
		expect(readFileSync(join(root, nginxMapsFile), 'utf8')).toContain(`"/index.html" "${header}";`);
	});
});
