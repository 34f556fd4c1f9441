// The build writes a page script's data into the page (serializeScriptJson, data attributes) from the same type the
// script reads it as, so the reader names that type rather than checking the shape again in every visitor's browser.

/** The data of the `<script type="application/json">` element with this id; undefined when the page has none. */
export function readScriptJson<T>(id: string): T | undefined {
	const text = document.getElementById(id)?.textContent;
	return text ? (JSON.parse(text) as T) : undefined;
}

/** The JSON in an element's `data-*` attribute (`key` as `dataset` names it); undefined when it is absent. */
export function readDataJson<T>(element: HTMLElement | null, key: string): T | undefined {
	const text = element?.dataset[key];
	return text ? (JSON.parse(text) as T) : undefined;
}
