// @ts-check
import { parse } from 'yaml';

/**
 * Lists content that is still made up: entries whose frontmatter or YAML says `standIn: true`, and the
 * settings fields named in a `standIn:` list.
 * @param {{ path: string, text: string }[]} files
 * @returns {string[]} one line per stand-in, e.g. "content/team/anna.md"
 */
export function findStandIns(files) {
	const found = [];
	for (const { path, text } of files) {
		const yamlText = path.endsWith('.yaml') ? text : /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
		if (!yamlText) continue;
		const data = parse(yamlText);
		if (data?.standIn === true) found.push(path);
		else if (Array.isArray(data?.standIn) && data.standIn.length > 0) found.push(`${path} (${data.standIn.join(', ')})`);
	}
	return found;
}
