import { DomHandler, DomUtils, ElementType, type parseDocument, Parser } from 'htmlparser2';

/** A built page as the steps share it: htmlparser2's document, read once and written once by finishBuild. */
export type PageDocument = ReturnType<typeof parseDocument>;
/** A node of the page: an element, text, a comment or the doctype. */
export type PageNode = PageDocument['children'][number];
/** An element of the page; `attribs` holds its attributes by lower-case name, their entities decoded. */
export type PageElement = Extract<PageNode, { attribs: unknown }>;

/** Whether a node is an element (a `<script>` and a `<style>` are elements of types of their own). */
const isElement = (node: PageNode): node is PageElement => ElementType.isTag(node);

/**
 * How each node read from a page was written: an element's start tag, any other node's whole text, with what the node
 * held then. A node a step leaves as it was is written back from here, byte for byte: the parser keeps no quoting
 * (`alt=""` or `hidden`), case (`viewBox`) or entity (`&amp;`), so a serialiser would write the page otherwise.
 */
const written = new WeakMap<PageNode, { source: string; held: string }>();

/** What a node holds that a step may change: an element's attributes, any other node's text. */
const held = (node: PageNode): string => (isElement(node) ? JSON.stringify(node.attribs) : 'data' in node ? node.data : '');

/** Elements whose end tag the page left out (`<p>` before `<div>`), so it is left out again. */
const impliedEnd = new WeakSet<PageElement>();
const voidElements = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Builds the document, recording each element's start tag as written, which the document's nodes do not keep. */
class RecordingHandler extends DomHandler {
	private at: { startIndex: number | null; endIndex: number | null } | undefined;
	private readonly html: string;

	constructor(html: string) {
		super(undefined, { withStartIndices: true, withEndIndices: true });
		this.html = html;
	}

	override onparserinit(parser: { startIndex: number | null; endIndex: number | null }): void {
		super.onparserinit(parser);
		this.at = parser;
	}

	override onopentag(name: string, attribs: Record<string, string>): void {
		super.onopentag(name, attribs);
		const element = this.tagStack.at(-1) as PageElement;
		const { startIndex, endIndex } = this.at ?? {};
		const source = startIndex != null && endIndex != null ? this.html.slice(startIndex, endIndex + 1) : '';
		// An element the parser opens without a start tag of its own (for `</p>` alone) is written out anew.
		if (source.toLowerCase().startsWith(`<${name}`)) written.set(element, { source, held: held(element) });
	}

	override onclosetag(_name?: string, implied?: boolean): void {
		if (implied) impliedEnd.add(this.tagStack.at(-1) as PageElement);
		super.onclosetag();
	}
}

/** Reads HTML into a document whose nodes serializePage writes back as they were written. */
export function parsePage(html: string): PageDocument {
	const handler = new RecordingHandler(html);
	new Parser(handler).end(html);
	const document = handler.root;
	// Text, comments and the doctype are whole once the page is read (the parser hands text over in pieces).
	const visit = (nodes: readonly PageNode[]) => {
		for (const node of nodes) {
			if ('children' in node) visit(node.children);
			else if (node.startIndex !== null && node.endIndex !== null)
				written.set(node, { source: html.slice(node.startIndex, node.endIndex + 1), held: held(node) });
		}
	};
	visit(document.children);
	return document;
}

/** New nodes from HTML, for a step to put into the page: a step writes the markup it adds as HTML. */
export const fragment = (html: string): PageNode[] => [...parsePage(html).children];

const attributeValue = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/**
 * A node as HTML: as it was written where a step left it so, or written anew: text a step sets (a script's code, a
 * sheet) as it is, an element whose attributes a step changed with each value quoted (an empty one bare). `without`
 * leaves one node out.
 */
export function serializePage(node: PageNode | PageDocument, without?: PageNode): string {
	if (node === without) return '';
	if (node.type === ElementType.Root) return node.children.map((child) => serializePage(child, without)).join('');
	const record = written.get(node);
	const asWritten = record !== undefined && record.held === held(node) ? record.source : undefined;
	if (!isElement(node)) {
		if (asWritten !== undefined) return asWritten;
		if (node.type === ElementType.Text) return node.data;
		if (node.type === ElementType.Comment) return `<!--${node.data}-->`;
		return 'data' in node ? `<${node.data}>` : '';
	}
	const name = /^<([^\s/>]+)/.exec(record?.source ?? '')?.[1] ?? node.name;
	const start =
		asWritten ??
		`<${name}${Object.entries(node.attribs)
			.map(([attribute, value]) => (value === '' ? ` ${attribute}` : ` ${attribute}="${attributeValue(value)}"`))
			.join('')}>`;
	if (voidElements.has(node.name)) return start;
	const children = node.children.map((child) => serializePage(child, without)).join('');
	return impliedEnd.has(node) ? start + children : `${start}${children}</${name}>`;
}

/** Every element of the page, in document order. */
export const pageElements = (document: PageDocument): PageElement[] => DomUtils.findAll(() => true, document.children);

/** The text of a `<script>` or `<style>` element as the page will be written with it. */
export const elementText = (element: PageElement): string => element.children.map((child) => serializePage(child)).join('');

/** Puts `nodes` where `node` is, in its place. */
export function replaceNode(node: PageNode, nodes: readonly PageNode[]): void {
	for (const added of nodes) DomUtils.prepend(node, added);
	DomUtils.removeElement(node);
}
