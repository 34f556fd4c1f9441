// A page hands data to its script one way: <PageData id value> (src/components/ui/PageData.astro) writes it as JSON in
// a script element, and readPageData reads it back. The build writes the value from the same type the script names
// here, so the reader trusts that type rather than checking the shape again in every visitor's browser. The one list
// too large for the page, the home page's /timetable.json, comes through fetchJson.

/** The data <PageData> wrote under this id; undefined when the page has none. */
export function readPageData<T>(id: string): T | undefined {
	const text = document.getElementById(id)?.textContent;
	return text ? (JSON.parse(text) as T) : undefined;
}

/** The JSON at a same-site address, as the type its route writes; rejects when the response is not OK. */
export function fetchJson<T>(url: string): Promise<T> {
	// Promise chains rather than await: the home page carries this inline, where every byte counts.
	return fetch(url).then((response) => (response.ok ? (response.json() as Promise<T>) : Promise.reject(new Error(url))));
}
