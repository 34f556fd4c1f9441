// @ts-check
// Figures for the stand-ins where people belong (the Our Members album, the coaches' cards): solid silhouettes of
// athletes mid-movement, drawn in the same two inks as the equipment prints. Each figure is posed by the angles of
// its joints and drawn with a body's proportions and mass: filled, tapering limbs, a torso that narrows to the
// waist, the far arm and leg in the shadow ink for depth. Never stick figures: no outlines and no stroked limbs
// (tests/unit/support/pictograms.ts finds those). Drawn in a 1000 x 1000 box like every subject, facing right;
// the crop of each stand-in cuts the figure by the frame's edges.

const r1 = (/** @type {number} */ n) => Math.round(n * 10) / 10;

/** Segment lengths and widths (start, end) in the 1000 box, for a figure about 880 tall standing. */
const body = {
	torso: 280,
	neck: 40,
	head: 52,
	upperArm: 160,
	forearm: 150,
	thigh: 225,
	shin: 215,
	widths: {
		upperArm: /** @type {[number, number]} */ ([64, 46]),
		forearm: /** @type {[number, number]} */ ([46, 34]),
		thigh: /** @type {[number, number]} */ ([104, 70]),
		shin: /** @type {[number, number]} */ ([72, 44]),
		shoulders: 150,
		waist: 108,
	},
};

/** A point `length` from `from`, at `angle` degrees from straight down, turning towards the front (+x) as it grows. */
const along = (/** @type {{x: number, y: number}} */ from, /** @type {number} */ angle, /** @type {number} */ length) => {
	const t = (angle * Math.PI) / 180;
	return { x: from.x + Math.sin(t) * length, y: from.y + Math.cos(t) * length };
};

/** A tapering limb from a to b as filled shapes: wa wide at a and wb at b, rounded at both ends. */
function limb(
	/** @type {{x: number, y: number}} */ a,
	/** @type {{x: number, y: number}} */ b,
	/** @type {number} */ wa,
	/** @type {number} */ wb,
	ink = 'currentColor',
) {
	const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
	const nx = -(b.y - a.y) / len;
	const ny = (b.x - a.x) / len;
	const p = (/** @type {{x: number, y: number}} */ c, /** @type {number} */ r) => `${r1(c.x + nx * r)} ${r1(c.y + ny * r)}`;
	const end = (/** @type {{x: number, y: number}} */ c, /** @type {number} */ r) =>
		`<ellipse cx="${r1(c.x)}" cy="${r1(c.y)}" rx="${r1(r)}" ry="${r1(r)}" fill="${ink}"/>`;
	return `<path d="M${p(a, wa / 2)}L${p(b, wb / 2)}L${p(b, -wb / 2)}L${p(a, -wa / 2)}Z" fill="${ink}"/>${end(a, wa / 2)}${end(b, wb / 2)}`;
}

/**
 * @typedef {{ lean: number, hip?: { x: number, y: number }, neck?: number,
 *   near: { thigh: number, shin: number, upperArm: number, forearm: number },
 *   far: { thigh: number, shin: number, upperArm: number, forearm: number } }} Pose
 * lean: the torso's angle from upright, towards the front; every other angle from straight down (see `along`).
 */

/** The joints of a pose, from the hip up and down. */
export function joints(/** @type {Pose} */ pose) {
	const hip = pose.hip ?? { x: 500, y: 520 };
	const t = (pose.lean * Math.PI) / 180;
	const shoulder = { x: hip.x + Math.sin(t) * body.torso, y: hip.y - Math.cos(t) * body.torso };
	const neckAngle = ((pose.lean + (pose.neck ?? 0)) * Math.PI) / 180;
	const head = {
		x: shoulder.x + Math.sin(neckAngle) * (body.neck + body.head),
		y: shoulder.y - Math.cos(neckAngle) * (body.neck + body.head),
	};
	const side = (/** @type {Pose['near']} */ s) => {
		const knee = along(hip, s.thigh, body.thigh);
		const ankle = along(knee, s.shin, body.shin);
		const elbow = along(shoulder, s.upperArm, body.upperArm);
		const hand = along(elbow, s.forearm, body.forearm);
		return { knee, ankle, elbow, hand, toe: along(ankle, s.shin + 90, 70) };
	};
	return { hip, shoulder, head, near: side(pose.near), far: side(pose.far) };
}

/** The figure's silhouette: far limbs in the shadow ink behind the body, near limbs and torso in the highlight. */
export function figureSvg(/** @type {Pose} */ pose) {
	const j = joints(pose);
	const w = body.widths;
	const legs = (/** @type {ReturnType<typeof joints>['near']} */ s, /** @type {string} */ ink) =>
		limb(j.hip, s.knee, w.thigh[0], w.thigh[1], ink) + limb(s.knee, s.ankle, w.shin[0], w.shin[1], ink) + limb(s.ankle, s.toe, 40, 30, ink);
	const arm = (/** @type {ReturnType<typeof joints>['near']} */ s, /** @type {string} */ ink) =>
		limb(j.shoulder, s.elbow, w.upperArm[0], w.upperArm[1], ink) + limb(s.elbow, s.hand, w.forearm[0], w.forearm[1], ink);
	const torso = limb(j.hip, j.shoulder, w.waist, w.shoulders);
	const neck = limb(j.shoulder, j.head, 50, 46);
	const head = `<ellipse cx="${r1(j.head.x)}" cy="${r1(j.head.y)}" rx="${body.head * 0.9}" ry="${body.head}" transform="rotate(${pose.lean} ${r1(j.head.x)} ${r1(j.head.y)})" fill="currentColor"/>`;
	return (
		arm(j.far, 'var(--mid)') + legs(j.far, 'var(--mid)') + legs(j.near, 'currentColor') + torso + neck + head + arm(j.near, 'currentColor')
	);
}

/** Streaks behind a figure in motion, in the shadow ink. */
const streaks = (/** @type {number} */ y, /** @type {number} */ x = 0) =>
	[0, 1, 2, 3]
		.map((i) => `<rect x="${x - 40 - i * 70}" y="${y + i * 70}" width="${300 - i * 50}" height="14" rx="7" fill="var(--mid)"/>`)
		.join('');

/** A plate seen face-on at a point, in the shadow ink with its hub in the ground's. */
const plateAt = (/** @type {{x: number, y: number}} */ c, r = 120) =>
	`<circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="${r}" fill="var(--mid)"/><circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="${r * 0.22}" fill="var(--bg)"/>`;

/** Each figure: a movement caught mid-rep, with the kit it moves, drawn in a 1000 x 1000 box. */
export const figures = {
	/** The bottom of a back squat, bar across the upper back, a plate behind the shoulders. */
	squat: () => {
		const pose = {
			lean: 42,
			hip: { x: 430, y: 640 },
			near: { thigh: 82, shin: -22, upperArm: -60, forearm: 150 },
			far: { thigh: 76, shin: -26, upperArm: -50, forearm: 160 },
		};
		const j = joints(pose);
		return plateAt({ x: j.shoulder.x - 10, y: j.shoulder.y + 10 }, 150) + figureSvg(pose);
	},
	/** A sprinter's stride, driving knee up, back foot kicked high. */
	sprint: () =>
		streaks(330, 300) +
		figureSvg({
			lean: 18,
			hip: { x: 520, y: 470 },
			near: { thigh: 72, shin: -8, upperArm: 55, forearm: 150 },
			far: { thigh: -38, shin: -112, upperArm: -45, forearm: 40 },
		}),
	/** The top of a kettlebell swing, arms out level, hips locked. */
	swing: () => {
		const pose = {
			lean: -6,
			hip: { x: 430, y: 500 },
			near: { thigh: 4, shin: -4, upperArm: 88, forearm: 92 },
			far: { thigh: -6, shin: 2, upperArm: 84, forearm: 90 },
		};
		const j = joints(pose);
		return `<circle cx="${r1(j.near.hand.x + 60)}" cy="${r1(j.near.hand.y + 20)}" r="70" fill="var(--mid)"/>` + figureSvg(pose);
	},
	/** The catch of a split jerk, bar locked out overhead, a plate at its end. */
	jerk: () => {
		const pose = {
			lean: 2,
			hip: { x: 500, y: 600 },
			near: { thigh: 40, shin: -8, upperArm: 176, forearm: 178 },
			far: { thigh: -34, shin: -52, upperArm: 172, forearm: 176 },
		};
		const j = joints(pose);
		return plateAt({ x: j.near.hand.x - 20, y: j.near.hand.y - 10 }, 130) + figureSvg(pose);
	},
	/** Mid-air on a box jump, knees tucked, arms thrown forward. */
	jump: () =>
		`<rect x="600" y="700" width="400" height="320" rx="10" fill="var(--mid)"/>` +
		streaks(560, 160) +
		figureSvg({
			lean: 24,
			hip: { x: 480, y: 470 },
			near: { thigh: 108, shin: -6, upperArm: 130, forearm: 150 },
			far: { thigh: 100, shin: -12, upperArm: 120, forearm: 140 },
		}),
	/** Driving a sled, body low and long, back leg straight. */
	drive: () =>
		`<rect x="760" y="300" width="56" height="600" rx="10" fill="var(--mid)"/><rect x="700" y="860" width="320" height="60" fill="var(--mid)"/>` +
		figureSvg({
			lean: 62,
			hip: { x: 360, y: 560 },
			near: { thigh: 52, shin: -20, upperArm: 96, forearm: 80 },
			far: { thigh: -30, shin: -44, upperArm: 92, forearm: 76 },
		}),
	/** The lockout of a deadlift, standing tall, the bar's plate at the thighs. */
	lockout: () => {
		const pose = {
			lean: -4,
			hip: { x: 480, y: 500 },
			near: { thigh: 2, shin: -2, upperArm: 8, forearm: 4 },
			far: { thigh: -4, shin: 2, upperArm: 4, forearm: 2 },
		};
		const j = joints(pose);
		return figureSvg(pose) + plateAt({ x: j.near.hand.x + 10, y: j.near.hand.y + 20 }, 150);
	},
	/** A farmer's carry mid-stride, a kettlebell in each hand. */
	carry: () => {
		const pose = {
			lean: 4,
			hip: { x: 500, y: 480 },
			near: { thigh: 24, shin: -6, upperArm: 4, forearm: 2 },
			far: { thigh: -20, shin: -34, upperArm: 2, forearm: 0 },
		};
		const j = joints(pose);
		const bell = (/** @type {{x: number, y: number}} */ h, /** @type {string} */ ink) =>
			`<circle cx="${r1(h.x)}" cy="${r1(h.y + 80)}" r="66" fill="${ink}"/>`;
		return streaks(420, 260) + bell(j.far.hand, 'var(--mid)') + figureSvg(pose) + bell(j.near.hand, 'currentColor');
	},
	/** A walking lunge, back knee nearly down, hands on the hips. */
	lunge: () =>
		figureSvg({
			lean: 2,
			hip: { x: 480, y: 560 },
			near: { thigh: 88, shin: -2, upperArm: -30, forearm: 60 },
			far: { thigh: -20, shin: -88, upperArm: -26, forearm: 64 },
		}),
	/** Hanging from the pull-up bar, knees bent. */
	hang: () => {
		const pose = {
			lean: 6,
			hip: { x: 500, y: 640 },
			neck: -6,
			near: { thigh: 30, shin: -40, upperArm: 200, forearm: 160 },
			far: { thigh: 24, shin: -46, upperArm: 196, forearm: 156 },
		};
		const j = joints(pose);
		return `<rect x="-20" y="${r1(j.near.hand.y - 17)}" width="1040" height="34" fill="var(--mid)"/>` + figureSvg(pose);
	},
	/** Standing up from a front squat, the bar in the front rack. */
	frontRack: () => {
		const pose = {
			lean: 14,
			hip: { x: 470, y: 560 },
			near: { thigh: 40, shin: -14, upperArm: 110, forearm: -150 },
			far: { thigh: 32, shin: -18, upperArm: 104, forearm: -156 },
		};
		const j = joints(pose);
		return plateAt({ x: j.shoulder.x + 40, y: j.shoulder.y + 20 }, 140) + figureSvg(pose);
	},
	/** The first pull of a deadlift, hips high, back flat, the plate on the floor. */
	pull: () => {
		const pose = {
			lean: 58,
			hip: { x: 400, y: 520 },
			near: { thigh: 40, shin: -8, upperArm: 4, forearm: 2 },
			far: { thigh: 34, shin: -12, upperArm: 0, forearm: 0 },
		};
		const j = joints(pose);
		return plateAt({ x: j.near.hand.x + 10, y: j.near.hand.y + 40 }, 150) + figureSvg(pose);
	},
	/** A wall-ball throw, arms reaching up as the ball leaves the hands. */
	throw: () =>
		'<circle cx="780" cy="140" r="80" fill="var(--mid)"/>' +
		streaks(180, 520) +
		figureSvg({
			lean: 8,
			hip: { x: 470, y: 560 },
			near: { thigh: 14, shin: -10, upperArm: 150, forearm: 140 },
			far: { thigh: -8, shin: 4, upperArm: 144, forearm: 134 },
		}),
	/** A bench press, lying on the bench, the bar locked out over the chest. */
	press: () => {
		const pose = {
			lean: -84,
			hip: { x: 640, y: 560 },
			neck: 4,
			near: { thigh: 70, shin: -6, upperArm: 182, forearm: 180 },
			far: { thigh: 60, shin: -12, upperArm: 178, forearm: 178 },
		};
		const j = joints(pose);
		return (
			'<rect x="220" y="600" width="520" height="54" rx="10" fill="var(--mid)"/><rect x="300" y="640" width="40" height="380" fill="var(--mid)"/><rect x="620" y="640" width="40" height="380" fill="var(--mid)"/>' +
			plateAt({ x: j.near.hand.x, y: j.near.hand.y - 20 }, 150) +
			figureSvg(pose)
		);
	},
	/** A battle-rope slam, half squat, arms driving down. */
	slam: () =>
		Array.from({ length: 14 }, (_, i) => {
			const at = (/** @type {number} */ k) => ({ x: 600 + k * 32, y: 720 + Math.sin(k / 2.2) * 90 });
			return limb(at(i), at(i + 1), 44, 44, 'var(--mid)');
		}).join('') +
		figureSvg({
			lean: 30,
			hip: { x: 420, y: 580 },
			near: { thigh: 62, shin: -18, upperArm: 70, forearm: 40 },
			far: { thigh: 50, shin: -24, upperArm: 60, forearm: 30 },
		}),
};
