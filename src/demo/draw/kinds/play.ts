import { dark, hx, light } from '../color.ts';
import {
  ACCENTS,
  C,
  E,
  P,
  R,
  dots,
  gloss,
  isWall,
  lens,
  line,
  screen,
  shadow,
  vents,
  type Ctx,
  type Gen,
  type Wall,
} from '../shapes.ts';

const wallOf = (k: Ctx, fallback: Wall = 'aurora'): Wall => (isWall(k.d.wall) ? k.d.wall : fallback);

// ------------------------------------------------------------------ cameras

const camera: Gen = (k, v) => {
  const { c, o } = k;
  const acc = k.d.accent && k.d.accent !== 'none' ? hx(ACCENTS[k.d.accent]!) : '';
  switch (k.d.form) {
    case 'action': {
      const body = R(460, 620, 580, 520, 70, 'url(#bd)', line(o));
      if (v === 'back')
        return (
          shadow(750, 1200, 360) +
          body +
          R(500, 660, 500, 440, 30, '#0a0d14') +
          screen(515, 675, 470, 410, 20, wallOf(k, 'ocean'), 'ab') +
          R(560, 590, 120, 40, 14, '#ef4444')
        );
      return (
        shadow(750, 1200, 360) +
        body +
        R(480, 650, 260, 260, 40, '#111827') +
        lens(610, 780, 100) +
        R(780, 660, 220, 160, 24, '#0a0d14') +
        screen(792, 672, 196, 136, 16, 'ocean', 'af') +
        dots(790, 880, 200, 200, 22, 5, '#000000', 0.35) +
        R(560, 590, 120, 40, 14, '#ef4444') +
        gloss(470, 630, 300, 300, 0.1)
      );
    }
    case 'gimbal': {
      const handle = R(640, 760, 220, 820, 100, 'url(#bx)', line(o)) + R(680, 900, 140, 200, 24, '#0a0d14');
      if (v === 'back')
        return (
          shadow(750, 1620, 220) +
          handle +
          screen(690, 910, 120, 180, 18, wallOf(k, 'sunset'), 'gb') +
          C(750, 1250, 40, dark(c, 0.3), line(o, 2)) +
          C(750, 1380, 26, '#ef4444')
        );
      return (
        shadow(750, 1620, 220) +
        handle +
        screen(690, 910, 120, 180, 18, wallOf(k, 'sunset'), 'gf') +
        R(700, 620, 100, 160, 30, dark(c, 0.25), line(o, 2)) +
        C(750, 540, 120, 'url(#bd)', line(o)) +
        lens(750, 540, 80) +
        C(750, 1250, 40, dark(c, 0.3), line(o, 2))
      );
    }
    case 'dslr': {
      const body = P(
        'M260 640 L560 640 L620 500 L900 500 L960 640 L1240 640 Q1300 640 1300 700 L1300 1260 Q1300 1320 1240 1320 L260 1320 Q200 1320 200 1260 L200 700 Q200 640 260 640 Z',
        'url(#bd)',
        line(o),
      );
      if (v === 'back')
        return (
          shadow(750, 1580, 600) +
          body +
          R(300, 760, 620, 460, 30, '#0a0d14') +
          screen(320, 780, 580, 420, 18, 'off', 'db') +
          R(640, 540, 220, 90, 20, '#111827') +
          C(1100, 850, 56, dark(c, 0.3), line(o, 2)) +
          C(1100, 850, 24, light(c, 0.1)) +
          C(1060, 1070, 30, dark(c, 0.3)) +
          C(1160, 1070, 30, dark(c, 0.3))
        );
      return (
        shadow(750, 1580, 600) +
        body +
        R(200, 700, 220, 620, 70, dark(c, 0.25)) +
        dots(210, 720, 200, 580, 16, 4, '#000000', 0.35) +
        R(300, 600, 160, 40, 12, '#1f2937') +
        C(380, 600, 26, '#d1d5db', line('#6b7280', 2)) +
        C(800, 1000, 340, 'none', 'stroke="#111827" stroke-width="40" opacity="0.9"') +
        lens(800, 1000, 300) +
        (acc ? C(800, 1000, 318, 'none', `stroke="${acc}" stroke-width="10"`) : '') +
        C(1180, 720, 22, '#ef4444')
      );
    }
    default: {
      // mirrorless, rangefinder-style: flat top, viewfinder at the corner
      const body = P(
        'M240 660 L1180 660 Q1260 660 1260 740 L1260 1220 Q1260 1300 1180 1300 L240 1300 Q160 1300 160 1220 L160 740 Q160 660 240 660 Z',
        'url(#bd)',
        line(o),
      );
      if (v === 'back')
        return (
          shadow(750, 1560, 600) +
          body +
          R(220, 740, 200, 140, 30, '#111827') +
          R(460, 780, 560, 440, 26, '#0a0d14') +
          screen(478, 798, 524, 404, 16, wallOf(k, 'forest'), 'mb') +
          C(1130, 860, 46, dark(c, 0.3), line(o, 2)) +
          C(1130, 1060, 56, dark(c, 0.3), line(o, 2))
        );
      return (
        shadow(750, 1560, 600) +
        R(300, 600, 200, 70, 16, '#1f2937') +
        C(1050, 630, 40, 'url(#mt)', line('#6b7280', 2)) +
        body +
        R(160, 700, 230, 600, 70, dark(c, 0.3)) +
        dots(170, 720, 210, 560, 16, 4, '#000000', 0.35) +
        C(780, 1010, 320, 'none', 'stroke="#111827" stroke-width="40" opacity="0.9"') +
        lens(780, 1010, 280) +
        (acc ? C(780, 1010, 296, 'none', `stroke="${acc}" stroke-width="10"`) : '') +
        R(1120, 700, 100, 60, 20, '#111827', 'opacity="0.7"')
      );
    }
  }
};

// ------------------------------------------------------------------ consoles

const gameConsole: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'tower';
  if (form === 'box') {
    // a tall matte box, the vent circle on top shown from a low angle
    const top = E(750, 420, 330, 70, dark(c, 0.4), line(o));
    if (v === 'back')
      return (
        shadow(750, 1500, 360) +
        R(420, 420, 660, 1060, 30, 'url(#bx)', line(o)) +
        vents(500, 500, 500, 3, 40, '#000000', 0.4) +
        [0, 1, 2].map((i) => R(520 + i * 150, 1300, 100, 50, 10, '#111827')).join('')
      );
    return (
      shadow(750, 1500, 360) +
      R(420, 420, 660, 1060, 30, 'url(#bx)', line(o)) +
      top +
      E(750, 420, 280, 56, '#0a0d14') +
      dots(500, 380, 500, 80, 16, 4, '#16a34a', 0.7) +
      C(500, 1380, 16, '#ffffff', 'opacity="0.8"') +
      R(560, 1400, 200, 16, 8, '#0a0d14') +
      gloss(440, 440, 300, 700, 0.06)
    );
  }
  if (form === 'compact') {
    const body = R(240, 820, 1020, 620, 40, 'url(#by)', line(o));
    if (v === 'back')
      return (
        shadow(750, 1480, 560) +
        body +
        [0, 1, 2].map((i) => R(420 + i * 200, 1300, 140, 60, 10, '#111827')).join('') +
        vents(320, 900, 860, 4, 40, dark(c, 0.3))
      );
    return (
      shadow(750, 1480, 560) +
      body +
      C(960, 1130, 220, '#111827') +
      dots(760, 930, 400, 400, 22, 6, '#374151', 0.9) +
      C(960, 1130, 220, 'none', line(dark(c, 0.3), 6)) +
      C(340, 1360, 14, '#ffffff', 'opacity="0.8"') +
      R(380, 1352, 140, 16, 8, '#0a0d14') +
      gloss(260, 840, 400, 400, 0.12)
    );
  }
  if (v === 'front')
    return (
      shadow(750, 1520, 420) +
      P('M520 260 Q640 220 700 250 L700 1480 L540 1480 Q470 900 520 260 Z', 'url(#bx)', line(o)) +
      P('M980 260 Q860 220 800 250 L800 1480 L960 1480 Q1030 900 980 260 Z', 'url(#bx)', line(o)) +
      R(690, 250, 120, 1230, 20, '#111827') +
      R(735, 300, 30, 1100, 15, '#38bdf8', 'opacity="0.65"') +
      R(600, 1480, 300, 40, 16, '#111827')
    );
  return (
    shadow(750, 1420, 620) +
    R(180, 1080, 1140, 300, 50, 'url(#by)', line(o)) +
    R(180, 1200, 1140, 60, 0, dark(c, 0.35)) +
    vents(260, 1110, 400, 2, 40, dark(c, 0.3)) +
    C(1180, 1150, 20, '#38bdf8') +
    R(880, 1290, 300, 16, 8, '#111827')
  );
};

// ------------------------------------------------------------------ gamepads

const gamepad: Gen = (k) => {
  const { c, o } = k;
  const form = k.d.form ?? 'ps';
  const shell =
    form === 'xbox'
      ? 'M450 680 Q750 620 1050 680 Q1230 720 1290 980 Q1350 1280 1230 1320 Q1130 1350 1040 1170 Q980 1090 750 1090 Q520 1090 460 1170 Q370 1350 270 1320 Q150 1280 210 980 Q270 720 450 680 Z'
      : form === 'generic'
        ? 'M420 720 L1080 720 Q1260 730 1290 960 L1300 1220 Q1300 1320 1200 1320 Q1120 1320 1060 1160 L440 1160 Q380 1320 300 1320 Q200 1320 200 1220 L210 960 Q240 730 420 720 Z'
        : 'M430 700 Q750 620 1070 700 Q1240 740 1300 1000 Q1360 1280 1240 1320 Q1140 1350 1040 1160 Q980 1080 750 1080 Q520 1080 460 1160 Q360 1350 260 1320 Q140 1280 200 1000 Q260 740 430 700 Z';
  const stick = (x: number, y: number) =>
    C(x, y, 80, '#1f2937') + C(x, y, 56, '#374151') + C(x - 10, y - 10, 20, '#4b5563');
  const dpad = (x: number, y: number) =>
    R(x - 18, y - 55, 36, 110, 8, dark(c, 0.5)) + R(x - 55, y - 18, 110, 36, 8, dark(c, 0.5));
  const face = (x: number, y: number, cols: string[]) =>
    C(x, y - 50, 26, cols[0]!) + C(x, y + 50, 26, cols[1]!) + C(x - 50, y, 26, cols[2]!) + C(x + 50, y, 26, cols[3]!);
  let s =
    shadow(750, 1340, 540) +
    P(shell, 'url(#by)', line(o)) +
    P('M480 730 Q750 660 1020 730', 'none', 'stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.2"');
  if (form === 'xbox')
    s +=
      stick(420, 870) +
      dpad(570, 1010) +
      stick(930, 1010) +
      face(1120, 870, ['#eab308', '#22c55e', '#3b82f6', '#ef4444']) +
      C(750, 820, 34, light(c, 0.2), line(o, 2));
  else if (form === 'generic')
    s +=
      dpad(400, 880) +
      stick(590, 1030) +
      stick(910, 1030) +
      face(1100, 880, ['#eab308', '#22c55e', '#3b82f6', '#ef4444']) +
      R(690, 840, 120, 40, 20, '#111827');
  else
    s +=
      stick(560, 1000) +
      stick(940, 1000) +
      dpad(370, 860) +
      face(1140, 860, ['#9ca3af', '#9ca3af', '#9ca3af', '#9ca3af']) +
      R(620, 740, 260, 170, 30, dark(c, 0.08), line(o, 2)) +
      P('M630 930 L870 930', 'none', 'stroke="#38bdf8" stroke-width="8" opacity="0.8"');
  return s;
};

// ------------------------------------------------------------------ handhelds

const handheld: Gen = (k, v) => {
  const { c, o } = k;
  if (k.d.form === 'lite') {
    const body = R(200, 700, 1100, 480, 200, 'url(#by)', line(o));
    if (v === 'back') return shadow(750, 1230, 540) + body + vents(420, 760, 660, 2, 30, dark(c, 0.35));
    return (
      shadow(750, 1230, 540) +
      body +
      R(440, 740, 620, 400, 20, '#0a0d14') +
      screen(460, 760, 580, 360, 12, wallOf(k), 'hl') +
      C(320, 850, 50, '#1f2937') +
      C(1180, 1030, 50, '#1f2937') +
      [0, 1, 2, 3].map((i) => C(1180 + [0, 34, 0, -34][i]!, 850 + [-34, 0, 34, 0][i]!, 15, '#1f2937')).join('') +
      R(280, 990, 90, 26, 8, '#1f2937') +
      R(312, 960, 26, 90, 8, '#1f2937')
    );
  }
  const joy = (x: number, side: 1 | -1, col: string) =>
    `<path d="${side < 0 ? `M${x + 150} 640 L${x + 70} 640 Q${x} 640 ${x} 720 L${x} 1080 Q${x} 1160 ${x + 70} 1160 L${x + 150} 1160 Z` : `M${x} 640 L${x + 80} 640 Q${x + 150} 640 ${x + 150} 720 L${x + 150} 1080 Q${x + 150} 1160 ${x + 80} 1160 L${x} 1160 Z`}" fill="${col}" ${line(o)}/>`;
  const left = hx(c);
  const right = c === '111827' || c === '1f2937' ? left : hx(light(c, 0.0).slice(1));
  if (v === 'back')
    return (
      shadow(750, 1240, 560) +
      R(290, 640, 920, 520, 40, '#374151', line('#111827')) +
      R(420, 700, 660, 40, 20, '#4b5563') +
      R(640, 1110, 220, 40, 16, '#1f2937') +
      joy(140, -1, left) +
      joy(1210, 1, right)
    );
  return (
    shadow(750, 1240, 560) +
    R(290, 640, 920, 520, 30, '#111827') +
    R(300, 650, 900, 500, 24, '#0a0d14') +
    screen(330, 675, 840, 450, 12, wallOf(k), 'hh') +
    joy(140, -1, left) +
    joy(1210, 1, right) +
    C(215, 780, 46, '#1f2937') +
    C(215, 780, 30, '#374151') +
    C(1285, 960, 46, '#1f2937') +
    C(1285, 960, 30, '#374151') +
    [0, 1, 2, 3].map((i) => C(215 + [0, 36, 0, -36][i]!, 960 + [-36, 0, 36, 0][i]!, 15, '#1f2937')).join('') +
    [0, 1, 2, 3].map((i) => C(1285 + [0, 36, 0, -36][i]!, 780 + [-36, 0, 36, 0][i]!, 15, '#1f2937')).join('')
  );
};

// ------------------------------------------------------------------ drones

const drone: Gen = (k, v) => {
  const { c, o } = k;
  const mini = k.d.form === 'mini';
  const s = mini ? 0.8 : 1;
  const arm = (x: number, y: number) =>
    P(`M750 900 L${x} ${y}`, 'none', `stroke="${dark(c, 0.15)}" stroke-width="${70 * s}" stroke-linecap="round"`) +
    C(x, y, 60 * s, dark(c, 0.3), line(o, 2)) +
    E(x, y, 240 * s, 36 * s, '#9ca3af', 'opacity="0.35"') +
    E(x, y, 36 * s, 240 * s, '#9ca3af', 'opacity="0.18"') +
    C(x, y, 20 * s, '#111827');
  const dx = 420 * s;
  const dy = 340 * s;
  const arms = arm(750 - dx, 900 - dy) + arm(750 + dx, 900 - dy) + arm(750 - dx, 900 + dy) + arm(750 + dx, 900 + dy);
  if (v === 'back')
    return (
      shadow(750, 1520, 520 * s) +
      arms +
      E(750, 900, 260 * s, 330 * s, 'url(#bd)', line(o)) +
      R(750 - 110 * s, 720, 220 * s, 260 * s, 40, dark(c, 0.2)) +
      C(750, 1160, 20, '#22c55e')
    );
  return (
    shadow(750, 1520, 520 * s) +
    arms +
    E(750, 900, 260 * s, 330 * s, 'url(#bx)', line(o)) +
    E(700, 780, 80 * s, 140 * s, '#ffffff', 'opacity="0.15"') +
    R(750 - 90 * s, 900 + 260 * s, 180 * s, 140 * s, 40, '#1f2937') +
    lens(750, 900 + 350 * s, 56 * s)
  );
};

export const PLAY = { camera, console: gameConsole, gamepad, handheld, drone };
