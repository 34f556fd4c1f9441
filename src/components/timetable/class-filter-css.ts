/**
 * The timetable's class filter as style rules: with `data-filter="<key>"` on the timetable, only that class's
 * slots show, blank padding rows go, and a day without the class shows its no-match line. Plain CSS, so the
 * filtered week is laid out on the first paint, before any module script runs.
 */
export function classFilterCss(keys: readonly string[]): string {
	const rules = ['[data-filter] [data-slot="blank"]{display:none}'];
	for (const key of keys) {
		const k = JSON.stringify(key);
		rules.push(
			`[data-filter=${k}] [data-class]:not([data-class=${k}]){display:none}`,
			`[data-filter=${k}] [data-weekday]:not(:has([data-class=${k}])) [data-no-match]{display:block}`,
		);
	}
	return rules.join('');
}
