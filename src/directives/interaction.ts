import type { ClientDirective } from 'astro';

const events = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Hydrates on the first interaction with the island. With a media query as its value, it waits until the
 * query matches too, so a page opened wide and then narrowed still gets a working mobile menu.
 */
const interaction: ClientDirective = (load, options, el) => {
	const start = async () => {
		for (const type of events) el.removeEventListener(type, start);
		const hydrate = await load();
		await hydrate();
	};
	const listen = () => {
		for (const type of events) el.addEventListener(type, start, { once: true, passive: true });
	};

	const media = typeof options.value === 'string' ? options.value : '';
	if (!media) return listen();
	const query = window.matchMedia(media);
	if (query.matches) return listen();
	const onChange = () => {
		if (!query.matches) return;
		query.removeEventListener('change', onChange);
		listen();
	};
	query.addEventListener('change', onChange);
};

export default interaction;
