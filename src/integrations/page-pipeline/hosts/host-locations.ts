import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { type HeaderField, nginxAlways, nginxQuoted } from './host-headers.ts';
import type { ServedFile } from './host-policies.ts';

/** The nginx include of the locations the build knows, which the server's configuration includes at server level. */
export const nginxLocationsFile = '_nginx-locations.conf';

const indent = (lines: readonly string[]) => lines.map((line) => `\t${line}`).join('');

/**
 * A location per kind of served file, by how its name ends. Its `Content-Type` is the location's only type, as
 * Debian's mime.types may lack it (it has no `ics`); its other headers and `fileHeaders` go out with every answer.
 */
export function nginxServedFileLocations(kinds: readonly ServedFile[], fileHeaders: readonly string[]): string {
	return kinds
		.map(({ suffix, headers }) => {
			if (!/^\.[\w.-]+$/.test(suffix)) throw new Error(`${suffix}: a served file's name ending nginx cannot match`);
			const isType = ({ name }: HeaderField) => name.toLowerCase() === 'content-type';
			const type = headers.find(isType);
			const lines = [
				...(type ? ['types { }\n', `default_type ${nginxQuoted(type)};\n`] : []),
				...headers.filter((header) => !isType(header)).map(nginxAlways),
				...fileHeaders,
				'try_files $uri =404;\n',
			];
			return `# Every file whose name ends with ${suffix}, with its headers.\nlocation ~ ${suffix.replaceAll('.', '\\.')}$ {\n${indent(lines)}}\n`;
		})
		.join('');
}

/**
 * Each page has one address: the build writes /about-us as about-us.html (`build.format: 'file'`), so an address with
 * `.html` moves permanently to the one without, the query kept.
 */
export const nginxPageFileLocations = (answerHeaders: readonly string[]): string =>
	`# One address per page: /index.html moves to /, and /<page>.html to /<page>.\nlocation = /index.html {\n${indent([...answerHeaders, 'return 301 /;\n'])}}\n` +
	`location ~ ^(?<page>/.+)\\.html$ {\n${indent([...answerHeaders, 'return 301 $page$is_args$args;\n'])}}\n`;

/** Writes the nginx include of the locations the build knows: the served files' and the page files' addresses. */
export function writeNginxLocations(
	root: string,
	servedFiles: readonly ServedFile[],
	headers: { answer: readonly string[]; file: readonly string[] },
): void {
	writeFileSync(
		path.join(root, nginxLocationsFile),
		`# Written by the build (src/integrations/page-pipeline/hosts/host-locations.ts): the locations of the served files and of the page files' addresses.\n${nginxServedFileLocations(servedFiles, headers.file)}${nginxPageFileLocations(headers.answer)}`,
	);
}
