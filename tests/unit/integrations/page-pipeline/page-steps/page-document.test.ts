import { describe, expect, it } from 'vitest';

import {
	elementText,
	fragment,
	pageElements,
	parsePage,
	replaceNode,
	serializePage,
} from '@/integrations/page-pipeline/page-steps/page-document';

const page =
	'<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>Tom &amp; Jo</title></head><body>' +
	'<img src="/a.svg" alt="" width="22"><button popoverTarget="m" hidden>Menu</button><svg viewBox="0 0 1 1"><path d="M0 0"/></svg>' +
	"<!-- a note --><p>couldn&#39;t<div>implied</div><script>if (a < b) go('&amp;')</script></body></html>";

describe('parsePage and serializePage', () => {
	it('write a page back byte for byte: quoting, case, entities, comments, left-out end tags', () => {
		expect(serializePage(parsePage(page))).toBe(page);
	});

	it('read attributes decoded and by lower-case name, as selectors match them', () => {
		const [button] = pageElements(parsePage(page)).filter(({ name }) => name === 'button');
		expect(button?.attribs).toEqual({ popovertarget: 'm', hidden: '' });
	});

	it('write an element whose attributes a step changed anew, and leave the rest as written', () => {
		const document = parsePage('<meta name="a" content="x"><p class="k">&amp;</p>');
		const [meta] = pageElements(document);
		meta!.attribs['content'] = 'say "hi" & go';
		expect(serializePage(document)).toBe('<meta name="a" content="say &quot;hi&quot; &amp; go"><p class="k">&amp;</p>');
	});

	it('put new markup in place of a node, and leave a node out when asked', () => {
		const document = parsePage('<head><link rel="stylesheet" href="/a.css"><style>a{}</style></head>');
		const [link, style] = pageElements(document).slice(1);
		expect(elementText(style!)).toBe('a{}');
		expect(serializePage(document, style)).toBe('<head><link rel="stylesheet" href="/a.css"></head>');
		replaceNode(link!, fragment('<style>b{}</style><!-- inlined -->'));
		replaceNode(style!, []);
		expect(serializePage(document)).toBe('<head><style>b{}</style><!-- inlined --></head>');
	});
});
