/** Where the MDX compiler stopped in a body, and what an editor should do about it. */
export interface MdxSyntaxError {
	line: number;
	column: number;
	advice: string;
}

const lessThan = 'write \\< to show a less-than sign';

/** The MDX compiler's message ("3:11: Unexpected character after `<` …") in an editor's words. */
export function describeMdxSyntaxError(message: string, components: readonly string[]): MdxSyntaxError {
	const [, line = '1', column = '1', text = message] = /^(\d+):(\d+):\s*([\s\S]*)$/.exec(message) ?? [];
	const tag = /closing tag for `<\/?([^>`\s]*)/.exec(text)?.[1];
	const advice =
		tag !== undefined && components.includes(tag)
			? `close the component as <${tag} />`
			: /expression|acorn|oxc|`\{`|`\}`/i.test(text)
				? 'write \\{ and \\} to show curly brackets'
				: /`!`/.test(text)
					? `${lessThan}; a note for other editors cannot be hidden in a post, so delete it`
					: tag !== undefined || /`<`|tag|name/i.test(text)
						? `${lessThan}${
								components.length
									? ` (the components a post can use are ${components
											.map((name) => `<${name} />`)
											.join(', ')
											.replace(/, (?=[^,]*$)/, ' and ')})`
									: ''
							}`
						: `check the text here: ${text.replace(/\s*\([\w:-]+\)$/, '')}`;
	return { line: Number(line), column: Number(column), advice };
}
