import type { ReactNode } from 'react';

// The site's line icons, drawn on one 24×24 grid in the text's colour. Decorative: the words beside each say what it
// means, so every icon is hidden from screen readers. Astro components and islands both draw them with <Icon>, so it
// lives in neither folder.
const icons = {
	calendar: {
		stroke: 2,
		shape: (
			<>
				<rect x="3" y="5" width="18" height="16" rx="2" />
				<path d="M3 10h18M8 3v4M16 3v4" />
			</>
		),
	},
	check: { stroke: 3, shape: <path d="M5 12l5 5L20 7" /> },
	chevronLeft: { stroke: 3, shape: <path d="M15 18l-6-6 6-6" /> },
	chevronRight: { stroke: 3, shape: <path d="M9 6l6 6-6 6" /> },
	chevronDown: { stroke: 3, shape: <path d="M6 9l6 6 6-6" /> },
	close: { stroke: 2.5, shape: <path d="M6 6l12 12M18 6L6 18" /> },
	instagram: {
		stroke: 2,
		shape: (
			<>
				<rect x="3" y="3" width="18" height="18" rx="5" />
				<circle cx="12" cy="12" r="4" />
			</>
		),
	},
	menu: { stroke: 2.5, shape: <path d="M4 7h16M4 12h16M4 17h16" /> },
	/** Filled, as media players draw them. */
	pause: {
		stroke: 0,
		shape: (
			<>
				<rect x="5" y="4" width="5" height="16" rx="1" />
				<rect x="14" y="4" width="5" height="16" rx="1" />
			</>
		),
	},
	play: { stroke: 0, shape: <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12.5-7.5a1 1 0 0 0 0-1.72L8.5 3.64A1 1 0 0 0 7 4.5Z" /> },
	/** Filled, not stroked: the feed's usual mark. */
	rss: {
		stroke: 0,
		shape: (
			<>
				<circle cx="5" cy="19" r="2.5" />
				<path d="M3 10a11 11 0 0 1 11 11h-3a8 8 0 0 0-8-8zM3 3a18 18 0 0 1 18 18h-3A15 15 0 0 0 3 6z" />
			</>
		),
	},
} satisfies Record<string, { stroke: number; shape: ReactNode }>;

export type IconName = keyof typeof icons;

interface Props {
	name: IconName;
	/** Width and height in px; leave out to size it with a class (e.g. size-5). */
	size?: number;
	className?: string;
}

export default function Icon({ name, size, className }: Props) {
	const { stroke, shape } = icons[name];
	return (
		<svg
			aria-hidden="true"
			width={size}
			height={size}
			className={className}
			viewBox="0 0 24 24"
			fill={stroke ? 'none' : 'currentColor'}
			stroke={stroke ? 'currentColor' : undefined}
			strokeWidth={stroke || undefined}
			strokeLinecap={name === 'menu' || name === 'close' ? 'round' : undefined}
		>
			{shape}
		</svg>
	);
}
