import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
	nginxLocationsFile,
	nginxPageFileLocations,
	nginxServedFileLocations,
	writeNginxLocations,
} from '@/integrations/page-pipeline/hosts/host-locations';

const calendars = [{ suffix: '.ics', headers: [{ name: 'Content-Type', value: 'text/calendar; charset=utf-8' }] }];
const answer = ['add_header X-Content-Type-Options "nosniff" always;\n'];
const file = [...answer, 'add_header Cache-Control "no-cache" always;\n'];

const roots: string[] = [];
afterAll(() => {
	for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe('the locations the build writes for nginx', () => {
	it("serves each kind of served file with its type as the location's only one, and the files' headers", () => {
		expect(nginxServedFileLocations(calendars, file)).toBe(
			'# Every file whose name ends with .ics, with its headers.\nlocation ~ \\.ics$ {\n\ttypes { }\n\tdefault_type "text/calendar; charset=utf-8";\n\tadd_header X-Content-Type-Options "nosniff" always;\n\tadd_header Cache-Control "no-cache" always;\n\ttry_files $uri =404;\n}\n',
		);
		expect(nginxServedFileLocations([{ suffix: '.txt', headers: [{ name: 'X-Robots-Tag', value: 'noindex' }] }], [])).toBe(
			'# Every file whose name ends with .txt, with its headers.\nlocation ~ \\.txt$ {\n\tadd_header X-Robots-Tag "noindex" always;\n\ttry_files $uri =404;\n}\n',
		);
	});

	it.each([
		['a name ending nginx cannot match', [{ suffix: '.i{c}s', headers: [] }], /cannot match/],
		['a type nginx cannot quote', [{ suffix: '.ics', headers: [{ name: 'Content-Type', value: 'text/"x"' }] }], /cannot quote/],
	])('stops the build on %s', (_, kinds, message) => {
		expect(() => nginxServedFileLocations(kinds, file)).toThrow(message);
	});

	it('moves an address with .html to the one without, the query kept', () => {
		const locations = nginxPageFileLocations(answer);
		expect(locations).toContain('location = /index.html {\n\tadd_header X-Content-Type-Options "nosniff" always;\n\treturn 301 /;\n}\n');
		expect(locations).toContain(
			'location ~ ^(?<page>/.+)\\.html$ {\n\tadd_header X-Content-Type-Options "nosniff" always;\n\treturn 301 $page$is_args$args;\n}\n',
		);
	});

	it('writes the include of both', () => {
		const root = mkdtempSync(path.join(tmpdir(), 'host-locations-'));
		roots.push(root);
		writeNginxLocations(root, calendars, { answer, file });
		expect(readFileSync(path.join(root, nginxLocationsFile), 'utf8')).toMatch(
			/^# Written by the build .*\n# .*\nlocation ~ \\\.ics\$ \{[\s\S]*location = \/index\.html \{/,
		);
	});
});
