import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { inlineHash } from '@/integrations/page-pipeline/page-steps/content-security-policy';
import { inlineScriptsOf, sourceScriptHashes } from '@/integrations/page-pipeline/source-scripts';
import { speculationRulesJson } from '@/lib/navigation/speculation-rules';

describe('inlineScriptsOf', () => {
	it.each([
		['an is:inline script, exactly as written', '<p/>\n<script is:inline>\n\trun();\n</script>', ['\n\trun();\n']],
		['one with more attributes', '<script is:inline data-x="1">a()</script>', ['a()']],
		['not a set:html script', '<script is:inline type="speculationrules" set:html={rules} />', []],
		['not a JSON data block', '<script type="application/json" is:inline>{}</script>', []],
		['not a script Astro bundles', '<script>import x from "y";</script>', []],
	])('finds %s', (_, source, scripts) => {
		expect(inlineScriptsOf(source)).toEqual(scripts);
	});
});

describe('sourceScriptHashes', () => {
	it('hashes the speculation rules and the is:inline scripts of every .astro file under the folder', () => {
		const src = mkdtempSync(join(tmpdir(), 'source-scripts-'));
		mkdirSync(join(src, 'components'));
		writeFileSync(join(src, 'components', 'Filter.astro'), '---\n---\n<script is:inline>start()</script>');
		writeFileSync(join(src, 'components', 'notes.md'), '<script is:inline>not()</script>');
		expect(sourceScriptHashes(src, [speculationRulesJson()])).toEqual(new Set([inlineHash(speculationRulesJson()), inlineHash('start()')]));
	});
});
