import { describe, expect, it, vi } from 'vitest';

import { pagePipeline } from '@/integrations/page-pipeline';

const options = {
	lang: 'en',
	inlineScripts: [],
	servedFiles: [],
	photoFile: /\.png$/,
	stateAttributes: [],
	nginxPrefix: 'site',
	keepWordClass: 'keep-word',
};

/** The hooks of a fresh pipeline, called as Astro calls them (only the arguments the pipeline reads). */
const hooksOf = () => pagePipeline(options).hooks as Record<string, (args: unknown) => unknown>;

describe('pagePipeline', () => {
	it('registers client:interaction', () => {
		const addClientDirective = vi.fn();
		hooksOf()['astro:config:setup']?.({ addClientDirective });
		const [directive] = addClientDirective.mock.lastCall as [{ name: string; entrypoint: string }];
		expect(directive.name).toBe('interaction');
		expect(directive.entrypoint).toMatch(/page-pipeline\/runtime\/interaction\.ts$/);
	});

	const build = { format: 'file', inlineStylesheets: 'never' };
	const site = { security: { csp: { algorithm: 'SHA-256' } }, redirects: { '/old': '/new' }, srcDir: new URL('file:///site/src/'), build };

	it.each([
		['pages in folders', { ...build, format: 'directory' }],
		['stylesheets inlined by Astro', { ...build, inlineStylesheets: 'auto' }],
	])('stops a site that builds %s', (_, other) => {
		expect(() => hooksOf()['astro:config:done']?.({ config: { ...site, build: other } })).toThrow(/page as a file of its own/);
	});

	it('stops a site without a security policy, naming the setting', () => {
		expect(() => hooksOf()['astro:config:done']?.({ config: { ...site, security: {} } })).toThrow(/security policy|security\.csp/i);
	});

	it('takes a site built as the pipeline reads it, with a policy', () => {
		expect(() => hooksOf()['astro:config:done']?.({ config: site })).not.toThrow();
	});
});
