import { encodePng } from '../files/pngEncoder';

/**
 * Portrait placeholders for the demo cards, drawn in code: a soft gradient background and a head-and-shoulders
 * silhouette with varied skin, hair and clothing colours. 256 x 256 PNG, anti-aliased, deterministic per index.
 */
const SIZE = 256;

type Rgb = readonly [number, number, number];

const backgrounds: readonly [Rgb, Rgb][] = [
  [
    [222, 235, 247],
    [176, 204, 232],
  ],
  [
    [236, 228, 246],
    [198, 184, 228],
  ],
  [
    [226, 242, 232],
    [178, 216, 196],
  ],
  [
    [250, 236, 222],
    [236, 200, 170],
  ],
  [
    [232, 236, 240],
    [188, 198, 210],
  ],
  [
    [246, 228, 232],
    [226, 186, 196],
  ],
  [
    [224, 240, 244],
    [170, 212, 222],
  ],
  [
    [242, 240, 224],
    [214, 208, 170],
  ],
];
const skins: readonly Rgb[] = [
  [246, 214, 189],
  [236, 192, 160],
  [214, 164, 124],
  [186, 130, 94],
  [150, 100, 70],
  [112, 74, 52],
];
const hairs: readonly Rgb[] = [
  [40, 30, 26],
  [72, 50, 36],
  [118, 84, 52],
  [176, 136, 84],
  [214, 184, 128],
  [128, 128, 132],
  [150, 60, 40],
];
const clothes: readonly Rgb[] = [
  [52, 76, 122],
  [38, 98, 96],
  [120, 52, 66],
  [70, 70, 82],
  [210, 214, 222],
  [92, 120, 70],
  [150, 110, 60],
  [60, 110, 170],
];

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
/** Coverage of a pixel by a shape from its signed distance: one pixel of soft edge. */
const cover = (distance: number) => clamp01(0.5 - distance);
const ellipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) => {
  const u = (x - cx) / rx;
  const v = (y - cy) / ry;
  return (Math.sqrt(u * u + v * v) - 1) * Math.min(rx, ry);
};
const shade = (c: Rgb, k: number): Rgb => [c[0] * k, c[1] * k, c[2] * k];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

/** A small integer hash, so neighbouring indices get unrelated colours. */
const pick = <T>(list: readonly T[], index: number, salt: number): T =>
  list[Math.abs(Math.imul(index + 1, 2_654_435_761) ^ Math.imul(salt, 40_503)) % list.length] as T;

export const demoPortraitPng = (index: number, gender: 'm' | 'f'): Buffer => {
  const [bgTop, bgBottom] = pick(backgrounds, index, 1);
  const skin = pick(skins, index, 2);
  const hair = pick(hairs, index, 3);
  const cloth = pick(clothes, index, 4);
  const longHair = gender === 'f' ? index % 5 !== 0 : index % 9 === 0;
  const headY = 104 + (index % 3) * 3;
  const headRx = 44 + (index % 4);
  const headRy = headRx * 1.18;
  const hairline = headY - headRy * 0.35 + (index % 2) * 6;
  // The light falls from a slightly different side on each portrait.
  const tilt = ((index % 7) - 3) * 0.12;

  const clothLight = shade(cloth, 1.08);
  const clothDark = shade(cloth, 0.82);
  const skinShadow = shade(skin, 0.9);
  const collar = shade(skin, 0.86);

  const rgb = new Uint8Array(SIZE * SIZE * 3);
  let r = 0;
  let g = 0;
  let b = 0;
  /** Paints a colour over the pixel by the shape's coverage (scalars: this runs 65,536 times a layer). */
  const layer = (coverage: number, c: Rgb) => {
    if (coverage <= 0) return;
    r += (c[0] - r) * coverage;
    g += (c[1] - g) * coverage;
    b += (c[2] - b) * coverage;
  };
  const gradient = (coverage: number, from: Rgb, to: Rgb, t: number) => {
    if (coverage > 0) layer(coverage, mix(from, to, t));
  };
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const t = clamp01((py * 0.8 + px * tilt) / SIZE);
      r = bgTop[0] + (bgBottom[0] - bgTop[0]) * t;
      g = bgTop[1] + (bgBottom[1] - bgTop[1]) * t;
      b = bgTop[2] + (bgBottom[2] - bgTop[2]) * t;
      const nearHead = Math.abs(px - 128) < headRx + 30 && py < headY + headRy + 110;
      // Hair behind the head, for long hair.
      if (longHair && nearHead)
        layer(
          Math.min(cover(ellipse(px, py, 128, headY + 34, headRx + 14, headRy + 40)), cover(py - (headY + 96))),
          hair,
        );
      // Shoulders and body, lit from the upper left; the collar opening.
      if (py > 170) {
        const body = cover(ellipse(px, py, 128, 272, 112, 96));
        gradient(body, clothLight, clothDark, clamp01((px - 40) / 200));
        if (body > 0) layer(Math.min(cover(ellipse(px, py, 128, 182, 26, 24)), body), collar);
      }
      if (nearHead) {
        // Neck, then the head, slightly shaded towards the right.
        layer(Math.min(cover(Math.abs(px - 128) - 18), cover(py - 190), cover(headY + 20 - py)), skinShadow);
        gradient(cover(ellipse(px, py, 128, headY, headRx, headRy)), skin, skinShadow, clamp01((px - 100) / 90));
        // Hair on top: the head's outline a little larger, above the hairline (a fringe for long hair, temples for short).
        const side = (px - 128) / headRx;
        const crown = longHair
          ? cover(ellipse(px, py, 128, headY - 4, headRx + 5, headRy + 4))
          : cover(ellipse(px, py, 128, headY - 5, headRx + 3, headRy + 3));
        const curve = longHair ? hairline + 10 * Math.cos(side * 1.4) : headY - headRy * 0.5 + 30 * side * side;
        layer(Math.min(crown, cover(py - curve)), hair);
      }
      const at = (y * SIZE + x) * 3;
      rgb[at] = Math.round(r);
      rgb[at + 1] = Math.round(g);
      rgb[at + 2] = Math.round(b);
    }
  }
  return encodePng(SIZE, SIZE, rgb);
};
