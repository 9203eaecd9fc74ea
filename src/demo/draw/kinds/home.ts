import { dark, light } from '../color.ts';
import { C, E, P, R, dots, fanBlades, gloss, line, shadow, vents, type Gen } from '../shapes.ts';

// ------------------------------------------------------------------ vacuum cleaners

const vacuum: Gen = (k, v) => {
  const { c, o } = k;
  switch (k.d.form) {
    case 'robot': {
      if (v === 'back')
        return (
          shadow(750, 1320, 560) +
          E(750, 1200, 520, 110, dark(c, 0.35)) +
          E(750, 1160, 520, 110, '#1f2937', line(o)) +
          E(600, 1160, 60, 30, '#374151') +
          E(900, 1160, 60, 30, '#374151') +
          E(750, 1110, 90, 24, '#6b7280')
        );
      return (
        shadow(750, 1330, 580) +
        E(750, 1200, 540, 150, dark(c, 0.3)) +
        E(750, 1150, 540, 150, 'url(#by)', line(o)) +
        E(750, 1150, 470, 120, 'none', line(dark(c, 0.2), 4)) +
        E(750, 1040, 110, 40, dark(c, 0.25), line(o, 2)) +
        R(640, 980, 220, 60, 30, dark(c, 0.15), line(o, 2)) +
        E(750, 980, 110, 30, dark(c, 0.05), line(o, 2)) +
        C(600, 1140, 12, '#22c55e') +
        gloss(300, 1080, 500, 80, 0.18)
      );
    }
    case 'canister': {
      const hose =
        P(
          'M500 1180 Q300 1000 420 760 Q520 560 820 520',
          'none',
          `stroke="#374151" stroke-width="46" stroke-linecap="round"`,
        ) +
        R(800, 480, 420, 60, 30, 'url(#mt)', line('#6b7280', 2)) +
        P('M1200 510 L1200 1560', 'none', 'stroke="#9ca3af" stroke-width="34" stroke-linecap="round"') +
        R(1100, 1540, 220, 50, 20, '#1f2937');
      const body =
        E(700, 1230, 360, 250, 'url(#by)', line(o)) +
        E(700, 1150, 250, 120, dark(c, 0.15), line(o, 2)) +
        C(480, 1430, 60, '#1f2937') +
        C(920, 1430, 60, '#1f2937') +
        R(560, 1080, 280, 40, 20, light(c, 0.2));
      if (v === 'back') return shadow(720, 1500, 460) + body + vents(520, 1260, 360, 4, 30, dark(c, 0.35));
      return shadow(760, 1580, 560) + hose + body;
    }
    default:
      if (v === 'back')
        return (
          shadow(750, 1330, 560) +
          E(750, 1180, 540, 150, dark(c, 0.25)) +
          E(750, 1140, 540, 150, 'url(#by)', line(o)) +
          E(750, 1100, 200, 56, dark(c, 0.15), line(o, 2)) +
          C(750, 1098, 30, '#38bdf8', 'opacity="0.8"') +
          P('M300 1130 Q750 980 1200 1130', 'none', 'stroke="#ffffff" stroke-width="14" opacity="0.2"')
        );
      return (
        shadow(750, 1600, 360) +
        R(735, 760, 34, 720, 17, 'url(#mt)', line('#9ca3af', 2)) +
        P(
          'M520 1470 Q520 1430 560 1430 L940 1430 Q980 1430 980 1470 L980 1540 Q980 1570 950 1570 L550 1570 Q520 1570 520 1540 Z',
          'url(#by)',
          line(o),
        ) +
        R(540, 1530, 420, 36, 18, '#1f2937') +
        R(700, 1410, 100, 60, 20, dark(c, 0.3)) +
        R(640, 420, 150, 380, 60, '#dbeafe', 'stroke="#93c5fd" stroke-width="5" opacity="0.85"') +
        R(660, 600, 110, 180, 40, '#94a3b8', 'opacity="0.55"') +
        R(640, 380, 150, 70, 30, dark(c, 0.2), line(o)) +
        C(840, 430, 95, 'url(#bd)', line(o)) +
        C(840, 430, 50, dark(c, 0.25)) +
        P(
          'M900 360 Q1010 360 1010 470 L1010 650',
          'none',
          `stroke="${dark(c, 0.35)}" stroke-width="56" stroke-linecap="round"`,
        ) +
        R(870, 560, 120, 230, 34, '#1f2937') +
        R(890, 590, 20, 160, 10, '#ffffff', 'opacity="0.15"') +
        R(760, 780, 60, 60, 18, dark(c, 0.2))
      );
  }
};

// ------------------------------------------------------------------ irons

const iron: Gen = (k, v) => {
  const { c, o } = k;
  const sole = P(
    'M260 1200 Q300 1080 520 1060 L1200 1060 Q1260 1060 1260 1120 L1260 1200 Z',
    'url(#mt)',
    line('#6b7280', 3),
  );
  const body = P('M290 1080 Q420 820 760 760 L1180 740 Q1260 740 1250 820 L1230 1070 L300 1070 Z', 'url(#by)', line(o));
  const handle = P(
    'M700 760 Q760 520 980 520 L1160 520 Q1240 520 1240 600 L1230 760',
    'none',
    `stroke="${dark(c, 0.15)}" stroke-width="90" stroke-linejoin="round" stroke-linecap="round"`,
  );
  return (
    shadow(760, 1240, 560) +
    sole +
    handle +
    body +
    P('M420 1000 Q520 860 760 830 L1000 820 L1000 1000 Z', '#bae6fd', 'opacity="0.55"') +
    (v === 'back' ? C(1120, 900, 36, dark(c, 0.3)) : C(1120, 900, 36, '#f97316', 'opacity="0.85"')) +
    P('M440 940 Q560 820 800 800', 'none', 'stroke="#ffffff" stroke-width="18" stroke-linecap="round" opacity="0.35"')
  );
};

// ------------------------------------------------------------------ refrigerators

const fridge: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'bottom';
  const side = form === 'side';
  const [x, w] = side ? [300, 900] : [400, 700];
  const box = shadow(750, 1620, side ? 560 : 420) + R(x, 120, w, 1480, 44, 'url(#bx)', line(o));
  const recessed = k.d.handle === 'recessed';
  const handle = (hx2: number, y: number, h: number) =>
    recessed ? R(hx2 - 10, y + h * 0.3, 46, 16, 8, dark(c, 0.3)) : R(hx2, y, 26, h, 13, 'url(#mt)', line('#9ca3af', 2));
  const panel = k.d.display !== 'none';
  if (v === 'back') {
    // open: the lit interior with shelves
    const shelf = (y: number) => R(x + 50, y, w - 100, 14, 6, '#cbd5e1', 'opacity="0.9"');
    const items =
      R(x + 100, 500, 60, 160, 20, '#22c55e', 'opacity="0.85"') +
      R(x + 180, 560, 90, 100, 20, '#f97316', 'opacity="0.85"') +
      C(x + 360, 620, 42, '#ef4444', 'opacity="0.85"') +
      R(x + 460, 470, 56, 190, 24, '#60a5fa', 'opacity="0.85"') +
      R(x + 100, 760, 220, 110, 24, '#fde68a') +
      R(x + 360, 780, 160, 90, 20, '#a78bfa', 'opacity="0.8"');
    return (
      box +
      R(x + 40, 160, w - 80, 860, 20, '#f8fafc') +
      R(x + 40, 1080, w - 80, 480, 20, '#eef2f7') +
      shelf(420) +
      shelf(680) +
      shelf(890) +
      items +
      R(x + 70, 1120, w - 140, 180, 16, '#dbeafe', 'opacity="0.8"') +
      R(x + 70, 1330, w - 140, 180, 16, '#dbeafe', 'opacity="0.8"')
    );
  }
  let doors: string;
  if (side)
    doors =
      P(`M750 130 L750 1590`, 'none', `stroke="${dark(c, 0.3)}" stroke-width="8"`) +
      handle(700, 500, 600) +
      handle(774, 500, 600) +
      (panel
        ? R(420, 300, 220, 280, 20, '#0a0d14') +
          R(440, 320, 180, 240, 12, '#1e293b') +
          R(460, 340, 140, 30, 6, '#38bdf8', 'opacity="0.7"')
        : '');
  else if (form === 'top')
    doors =
      P(`M${x} 560 L${x + w} 560`, 'none', `stroke="${dark(c, 0.3)}" stroke-width="8"`) +
      handle(x + 60, 240, 240) +
      handle(x + 60, 640, 480) +
      (panel ? R(x + 200, 700, 160, 70, 12, '#0a0d14') + R(x + 215, 712, 130, 46, 8, '#0c4a6e') : '');
  else
    doors =
      P(`M${x} 1040 L${x + w} 1040`, 'none', `stroke="${dark(c, 0.3)}" stroke-width="8"`) +
      handle(x + 60, 420, 420) +
      handle(x + 60, 1100, 320) +
      (panel ? R(x + 160, 220, 200, 90, 14, '#0a0d14') + R(x + 175, 235, 170, 60, 8, '#0c4a6e') : '');
  return (
    box +
    doors +
    R(x + 20, 140, 40, 1440, 20, '#ffffff', 'opacity="0.2"') +
    R(x - 20, 1600, 60, 30, 10, '#1f2937') +
    R(x + w - 40, 1600, 60, 30, 10, '#1f2937')
  );
};

// ------------------------------------------------------------------ washing machines and dishwashers

const washer: Gen = (k, v) => {
  const { c, o } = k;
  const box = shadow(750, 1580, 480) + R(300, 360, 900, 1180, 40, 'url(#bx)', line(o));
  if (v === 'back')
    return (
      box +
      R(340, 400, 820, 180, 20, dark(c, 0.06)) +
      vents(400, 700, 700, 10, 60, dark(c, 0.25)) +
      R(1050, 1400, 100, 80, 20, '#1f2937')
    );
  if (k.d.form === 'dishwasher')
    return (
      box +
      R(300, 360, 900, 170, 40, dark(c, 0.12)) +
      R(560, 410, 380, 70, 14, '#0a0d14') +
      R(580, 425, 120, 40, 8, '#38bdf8', 'opacity="0.7"') +
      [0, 1, 2, 3].map((i) => C(760 + i * 48, 445, 12, '#4b5563')).join('') +
      R(360, 580, 780, 18, 9, 'url(#mt)', line('#9ca3af', 2)) +
      R(340, 640, 820, 860, 24, 'none', line(dark(c, 0.15), 4)) +
      R(380, 680, 30, 780, 15, '#ffffff', 'opacity="0.18"') +
      R(340, 1480, 820, 40, 10, dark(c, 0.3))
    );
  const touch = k.d.panel === 'touch';
  const ring = k.d.door === 'dark' ? '#1f2937' : 'url(#mt)';
  return (
    box +
    R(300, 360, 900, 230, 40, dark(c, 0.05)) +
    R(320, 580, 860, 10, 4, dark(c, 0.2)) +
    R(340, 410, 200, 120, 16, dark(c, 0.12)) +
    (touch
      ? R(620, 410, 520, 120, 20, '#0a0d14') +
        R(650, 440, 160, 60, 8, '#0c4a6e') +
        [0, 1, 2, 3].map((i) => C(870 + i * 64, 470, 16, '#38bdf8', 'opacity="0.75"')).join('')
      : R(800, 420, 200, 100, 16, '#0a0d14') +
        R(815, 435, 170, 70, 8, '#0c4a6e') +
        C(1080, 470, 52, 'url(#mt)', line('#6b7280', 2))) +
    C(750, 1060, 330, ring, line('#9ca3af', 3)) +
    C(750, 1060, 270, '#111827') +
    C(750, 1060, 240, 'url(#gl)') +
    E(750, 1110, 200, 150, '#334155', 'opacity="0.7"') +
    P('M560 920 Q640 840 760 830', 'none', 'stroke="#ffffff" stroke-width="26" stroke-linecap="round" opacity="0.3"') +
    R(340, 1480, 820, 30, 10, dark(c, 0.2))
  );
};

// ------------------------------------------------------------------ air conditioners

const ac: Gen = (k, v) => {
  const { c, o } = k;
  if (v === 'back')
    return (
      shadow(750, 1480, 560) +
      R(220, 640, 1060, 820, 40, 'url(#bx)', line(o)) +
      C(620, 1050, 300, dark(c, 0.15), line(o, 2)) +
      C(620, 1050, 260, '#1f2937') +
      fanBlades(620, 1050, 240, '#4b5563') +
      C(620, 1050, 40, dark(c, 0.2)) +
      vents(980, 760, 220, 14, 44, dark(c, 0.3))
    );
  return (
    shadow(750, 1200, 700, 40) +
    R(100, 700, 1300, 400, 160, 'url(#by)', line(o)) +
    P('M140 980 Q750 1100 1360 980 L1340 1040 Q750 1140 160 1040 Z', dark(c, 0.25)) +
    R(200, 760, 1100, 18, 9, '#ffffff', 'opacity="0.4"') +
    R(1100, 840, 160, 60, 16, '#0a0d14', 'opacity="0.85"') +
    C(1140, 870, 10, '#38bdf8') +
    C(1180, 870, 10, '#22c55e')
  );
};

// ------------------------------------------------------------------ air purifiers

const purifier: Gen = (k, v) => {
  const { c, o } = k;
  switch (k.d.form) {
    case 'box':
      return (
        shadow(750, 1560, 460) +
        R(340, 560, 820, 980, 60, 'url(#bx)', line(o)) +
        (v === 'front'
          ? R(400, 640, 700, 700, 40, dark(c, 0.08), line(o, 2)) +
            dots(420, 660, 660, 660, 26, 7, dark(c, 0.4), 0.55) +
            R(560, 1400, 380, 60, 20, '#0a0d14') +
            C(620, 1430, 10, '#22c55e')
          : vents(420, 660, 660, 14, 52, dark(c, 0.35)))
      );
    case 'loop':
      return (
        shadow(750, 1600, 320) +
        R(560, 1000, 380, 580, 80, 'url(#bx)', line(o)) +
        dots(580, 1060, 340, 440, 20, 5, dark(c, 0.45), 0.6) +
        P(
          'M600 1000 L600 560 Q600 300 750 300 Q900 300 900 560 L900 1000',
          'none',
          `stroke="${dark(c, 0.25)}" stroke-width="96" stroke-linejoin="round"`,
        ) +
        P(
          'M600 1000 L600 560 Q600 300 750 300 Q900 300 900 560 L900 1000',
          'none',
          `stroke="${light(c, 0.15)}" stroke-width="70" stroke-linejoin="round"`,
        ) +
        (v === 'front' ? R(710, 1080, 80, 40, 12, '#0a0d14') : '')
      );
    default:
      return (
        shadow(750, 1600, 360) +
        R(480, 340, 540, 1240, 120, 'url(#bx)', line(o)) +
        (v === 'front'
          ? E(750, 420, 240, 50, dark(c, 0.25)) +
            dots(520, 560, 460, 900, 30, 9, dark(c, 0.4), 0.55) +
            C(750, 470, 26, '#22c55e', 'opacity="0.9"') +
            R(520, 380, 30, 1160, 15, '#ffffff', 'opacity="0.2"')
          : E(750, 420, 240, 50, dark(c, 0.25)) +
            R(560, 600, 380, 800, 60, dark(c, 0.12), line(o, 2)) +
            vents(600, 660, 300, 12, 56, dark(c, 0.35)))
      );
  }
};

export const HOME = { vacuum, iron, fridge, washer, ac, purifier };
