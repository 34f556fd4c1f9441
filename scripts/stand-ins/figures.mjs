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

/**
 * A pose in short: the torso's lean, the hip, and the near and far side's [thigh, shin, upper arm, forearm] angles.
 * @returns {Pose}
 */
const pose = (
	/** @type {number} */ lean,
	/** @type {[number, number]} */ [x, y],
	/** @type {number[]} */ near,
	/** @type {number[]} */ far,
	neck = 0,
) => {
	const side = (/** @type {number[]} */ [thigh = 0, shin = 0, upperArm = 0, forearm = 0]) => ({ thigh, shin, upperArm, forearm });
	return { lean, hip: { x, y }, neck, near: side(near), far: side(far) };
};

/** A posed figure with its kit drawn behind it and in front of it, placed by its joints. */
const posed = (
	/** @type {Pose} */ p,
	/** @type {(j: ReturnType<typeof joints>) => string} */ behind = () => '',
	/** @type {(j: ReturnType<typeof joints>) => string} */ front = () => '',
) => {
	const j = joints(p);
	return behind(j) + figureSvg(p) + front(j);
};

/** A kettlebell hanging below a hand. */
const bellAt = (/** @type {{x: number, y: number}} */ hand, /** @type {string} */ ink, dx = 0, dy = 80, r = 66) =>
	`<circle cx="${r1(hand.x + dx)}" cy="${r1(hand.y + dy)}" r="${r}" fill="${ink}"/>`;

/** A battle rope's wave, as a chain of filled links. */
const ropeWave = () =>
	Array.from({ length: 14 }, (_, i) => {
		const at = (/** @type {number} */ k) => ({ x: 600 + k * 32, y: 720 + Math.sin(k / 2.2) * 90 });
		return limb(at(i), at(i + 1), 44, 44, 'var(--mid)');
	}).join('');

/** Each figure: a movement caught mid-rep, with the kit it moves, drawn in a 1000 x 1000 box. */
export const figures = {
	/** The bottom of a back squat, bar across the upper back, a plate behind the shoulders. */
	squat: () =>
		posed(pose(42, [430, 640], [82, -22, -60, 150], [76, -26, -50, 160]), (j) =>
			plateAt({ x: j.shoulder.x - 10, y: j.shoulder.y + 10 }, 150),
		),
	/** A sprinter's stride, driving knee up, back foot kicked high. */
	sprint: () => streaks(330, 300) + posed(pose(18, [520, 470], [72, -8, 55, 150], [-38, -112, -45, 40])),
	/** The top of a kettlebell swing, arms out level, hips locked. */
	swing: () => posed(pose(-6, [430, 500], [4, -4, 88, 92], [-6, 2, 84, 90]), (j) => bellAt(j.near.hand, 'var(--mid)', 60, 20, 70)),
	/** The catch of a split jerk, bar locked out overhead, a plate at its end. */
	jerk: () =>
		posed(pose(2, [500, 600], [40, -8, 176, 178], [-34, -52, 172, 176]), (j) =>
			plateAt({ x: j.near.hand.x - 20, y: j.near.hand.y - 10 }, 130),
		),
	/** Mid-air on a box jump, knees tucked, arms thrown forward. */
	jump: () =>
		'<rect x="600" y="700" width="400" height="320" rx="10" fill="var(--mid)"/>' +
		streaks(560, 160) +
		posed(pose(24, [480, 470], [108, -6, 130, 150], [100, -12, 120, 140])),
	/** Driving a sled, body low and long, back leg straight. */
	drive: () =>
		'<rect x="760" y="300" width="56" height="600" rx="10" fill="var(--mid)"/><rect x="700" y="860" width="320" height="60" fill="var(--mid)"/>' +
		posed(pose(62, [360, 560], [52, -20, 96, 80], [-30, -44, 92, 76])),
	/** The lockout of a deadlift, standing tall, the bar's plate at the thighs. */
	lockout: () =>
		posed(pose(-4, [480, 500], [2, -2, 8, 4], [-4, 2, 4, 2]), undefined, (j) =>
			plateAt({ x: j.near.hand.x + 10, y: j.near.hand.y + 20 }, 150),
		),
	/** A farmer's carry mid-stride, a kettlebell in each hand. */
	carry: () =>
		streaks(420, 260) +
		posed(
			pose(4, [500, 480], [24, -6, 4, 2], [-20, -34, 2, 0]),
			(j) => bellAt(j.far.hand, 'var(--mid)'),
			(j) => bellAt(j.near.hand, 'currentColor'),
		),
	/** A walking lunge, back knee nearly down, hands on the hips. */
	lunge: () => posed(pose(2, [480, 560], [88, -2, -30, 60], [-20, -88, -26, 64])),
	/** Hanging from the pull-up bar, knees bent. */
	hang: () =>
		posed(
			pose(6, [500, 640], [30, -40, 200, 160], [24, -46, 196, 156], -6),
			(j) => `<rect x="-20" y="${r1(j.near.hand.y - 17)}" width="1040" height="34" fill="var(--mid)"/>`,
		),
	/** Standing up from a front squat, the bar in the front rack. */
	frontRack: () =>
		posed(pose(14, [470, 560], [40, -14, 110, -150], [32, -18, 104, -156]), (j) =>
			plateAt({ x: j.shoulder.x + 40, y: j.shoulder.y + 20 }, 140),
		),
	/** The first pull of a deadlift, hips high, back flat, the plate on the floor. */
	pull: () =>
		posed(pose(58, [400, 520], [40, -8, 4, 2], [34, -12, 0, 0]), (j) => plateAt({ x: j.near.hand.x + 10, y: j.near.hand.y + 40 }, 150)),
	/** A wall-ball throw, arms reaching up as the ball leaves the hands. */
	throw: () =>
		'<circle cx="780" cy="140" r="80" fill="var(--mid)"/>' +
		streaks(180, 520) +
		posed(pose(8, [470, 560], [14, -10, 150, 140], [-8, 4, 144, 134])),
	/** A bench press, lying on the bench, the bar locked out over the chest. */
	press: () =>
		'<rect x="220" y="600" width="520" height="54" rx="10" fill="var(--mid)"/><rect x="300" y="640" width="40" height="380" fill="var(--mid)"/><rect x="620" y="640" width="40" height="380" fill="var(--mid)"/>' +
		posed(pose(-84, [640, 560], [70, -6, 182, 180], [60, -12, 178, 178], 4), (j) =>
			plateAt({ x: j.near.hand.x, y: j.near.hand.y - 20 }, 150),
		),
	/** A battle-rope slam, half squat, arms driving down. */
	slam: () => ropeWave() + posed(pose(30, [420, 580], [62, -18, 70, 40], [50, -24, 60, 30])),
};

/** The angle from `a` to `b`, in degrees from straight down, growing towards the front (as `along` takes it). */
const angleOf = (/** @type {{x: number, y: number}} */ a, /** @type {{x: number, y: number}} */ b) =>
	(Math.atan2(b.x - a.x, b.y - a.y) * 180) / Math.PI;

/**
 * The knee between a hip and a planted ankle, bent towards the front: where a thigh from the hip meets a shin from the
 * ankle. Solving the knee from the feet keeps the feet still while the hips move, as a lifter's are.
 */
export function kneeBetween(/** @type {{x: number, y: number}} */ hip, /** @type {{x: number, y: number}} */ ankle) {
	const d = Math.min(Math.hypot(ankle.x - hip.x, ankle.y - hip.y), body.thigh + body.shin - 0.01);
	const bend = (Math.acos((body.thigh ** 2 + d ** 2 - body.shin ** 2) / (2 * body.thigh * d)) * 180) / Math.PI;
	const toAnkle = angleOf(hip, ankle);
	// Two knees solve it; the one in front of the line from hip to ankle is a knee, the other would bend backwards.
	const a = along(hip, toAnkle + bend, body.thigh);
	const b = along(hip, toAnkle - bend, body.thigh);
	return a.x >= b.x ? a : b;
}

const mix = (/** @type {number} */ a, /** @type {number} */ b, /** @type {number} */ s) => a + (b - a) * s;

/**
 * A kettlebell swing at `phase` (0 to 1, one rep; 0 and 1 are the same frame): the float at the top, arms level and the
 * bell out in front, then the hinge down to the hike, the bell between the legs, and back. The feet stay planted; the
 * arms follow the hips a moment late, as the hips drive the bell.
 */
export function swingPose(/** @type {number} */ phase) {
	// 1 at the float, 0 at the hike, eased at both ends by the cosine.
	const up = (/** @type {number} */ lag) => (1 + Math.cos(2 * Math.PI * (phase - lag))) / 2;
	const s = up(0);
	const arms = up(0.05);
	const hip = { x: mix(390, 505, s), y: mix(600, 522, s) };
	/** @param {{x: number, y: number}} ankle @param {number} shoulder @param {number} elbow */
	const side = (ankle, shoulder, elbow) => {
		const knee = kneeBetween(hip, ankle);
		return { thigh: angleOf(hip, knee), shin: angleOf(knee, ankle), upperArm: mix(-30, shoulder, arms), forearm: mix(-38, elbow, arms) };
	};
	return /** @type {Pose} */ ({
		lean: mix(60, -6, s),
		hip,
		neck: mix(-38, 2, s),
		near: side({ x: 545, y: 958 }, 86, 90),
		far: side({ x: 500, y: 950 }, 82, 86),
	});
}

/** Figures in motion, drawn at a phase of their movement (0 to 1, looping): the hero video's frames. */
export const motions = {
	/** A kettlebell swing, the bell held in both hands at the end of the arms. */
	kettlebellSwing: (/** @type {number} */ phase) =>
		posed(swingPose(phase), (j) => {
			// The bell hangs on in the line of the forearm, drawn behind the hands that hold its handle.
			const forearm = angleOf(j.near.elbow, j.near.hand);
			const handle = along(j.near.hand, forearm, 34);
			const bell = along(j.near.hand, forearm, 104);
			const disc = (/** @type {{x: number, y: number}} */ c, /** @type {number} */ r, /** @type {string} */ ink) =>
				`<circle cx="${r1(c.x)}" cy="${r1(c.y)}" r="${r}" fill="${ink}"/>`;
			return disc(handle, 40, 'var(--mid)') + disc(handle, 20, 'var(--bg)') + disc(bell, 70, 'var(--mid)');
		}),
};
