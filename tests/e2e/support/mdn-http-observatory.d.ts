// The part of @mdn/mdn-http-observatory (JavaScript without type declarations) that observatory-scan.mjs uses.
declare module '@mdn/mdn-http-observatory' {
	interface ObservatoryTest {
		pass: boolean;
		result: string;
		scoreModifier: number;
	}
	/** Scans `host`, which may carry a port and a path (`127.0.0.1:8443/timetable`), over HTTP and HTTPS. */
	export function scan(host: string): Promise<{ scan: { grade: string; score: number }; tests: Record<string, ObservatoryTest> }>;
}
