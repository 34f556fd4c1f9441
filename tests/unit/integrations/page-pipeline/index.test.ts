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
	it('writes pages as files, keeps stylesheets as files and registers client:interaction', () => {
		const updateConfig = vi.fn();
		const addClientDirective = vi.fn();
		hooksOf()['astro:config:setup']?.({ updateConfig, addClientDirective });
		expect(updateConfig).toHaveBeenCalledWith({ build: { format: 'file', inlineStylesheets: 'never' } });
		const [directive] = addClientDirective.mock.lastCall as [{ name: string; entrypoint: string }];
		expect(directive.name).toBe('interaction');
		expect(directive.entrypoint).toMatch(/page-pipeline\/runtime\/interaction\.ts$/);
	});

	it('stops a site without a security policy, naming the setting', () => {
		const config = { security: {}, redirects: {}, srcDir: new URL('file:///site/src/') };
		expect(() => hooksOf()['astro:config:done']?.({ config })).toThrow(/security policy|security\.csp/i);
	});

	it('takes a site with a policy', () => {
		const config = { security: { csp: { algorithm: 'SHA-256' } }, redirects: { '/old': '/new' }, srcDir: new URL('file:///site/src/') };
		expect(() => hooksOf()['astro:config:done']?.({ config })).not.toThrow();
	});
});
