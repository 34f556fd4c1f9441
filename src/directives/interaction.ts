import type { ClientDirective } from 'astro';

const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/** Hydrates on the first interaction with the island; an optional media query must also match. */
const interaction: ClientDirective = (load, options, el) => {
	const media = typeof options.value === 'string' ? options.value : '';
	if (media && !window.matchMedia(media).matches) return;
	const start = async () => {
		for (const type of events) el.removeEventListener(type, start);
		const hydrate = await load();
		await hydrate();
	};
	for (const type of events) el.addEventListener(type, start, { once: true, passive: true });
};

export default interaction;
