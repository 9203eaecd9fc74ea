import { dark, hx, light, mix } from '../color.ts';
import { C, E, G, P, R, dots, line, screen, shadow, vents, type Gen } from '../shapes.ts';

const highlight = (d: string) =>
  P(d, 'none', 'stroke="#ffffff" stroke-width="24" stroke-linecap="round" opacity="0.25"');

// ------------------------------------------------------------------ kettles

const kettle: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'classic';
  const base = R(430, 1420, 600, 90, 30, dark(c, 0.25), line(o)) + shadow(730, 1530, 380);
  let art: string;
  if (form === 'gooseneck') {
    art =
      R(470, 1440, 520, 70, 24, dark(c, 0.3), line(o)) +
      shadow(730, 1530, 340) +
      P(
        'M1000 760 Q1180 780 1170 1000 Q1160 1220 990 1240',
        'none',
        `stroke="${dark(c, 0.3)}" stroke-width="60" stroke-linecap="round"`,
      ) +
      P(
        'M540 720 L940 720 Q1010 720 1010 800 L1010 1360 Q1010 1440 940 1440 L540 1440 Q470 1440 470 1360 L470 800 Q470 720 540 720 Z',
        'url(#bx)',
        line(o),
      ) +
      P(
        'M480 1220 Q300 1200 260 900 Q250 800 200 760',
        'none',
        `stroke="${dark(c, 0.15)}" stroke-width="34" stroke-linecap="round"`,
      ) +
      E(740, 720, 270, 36, dark(c, 0.2), line(o)) +
      C(740, 650, 40, dark(c, 0.35)) +
      highlight('M900 780 L900 1380');
  } else if (form === 'cylinder') {
    art =
      base +
      P(
        'M1030 700 Q1220 700 1220 960 Q1220 1240 1030 1260',
        'none',
        `stroke="${dark(c, 0.25)}" stroke-width="76" stroke-linecap="round"`,
      ) +
      R(440, 600, 600, 830, 60, 'url(#bx)', line(o)) +
      (k.d.window === 'none'
        ? R(700, 760, 80, 520, 30, dark(c, 0.15))
        : R(520, 700, 440, 640, 40, '#bfdbfe', 'stroke="#93c5fd" stroke-width="3" opacity="0.55"') +
          R(520, 1040, 440, 300, 30, '#60a5fa', 'opacity="0.45"')) +
      P('M440 640 L360 600 L440 720 Z', 'url(#bx)', line(o)) +
      E(740, 600, 300, 40, dark(c, 0.15), line(o)) +
      R(680, 540, 120, 50, 20, dark(c, 0.3)) +
      highlight('M980 680 L980 1380');
  } else {
    const handle = P(
      'M1030 640 Q1270 660 1260 960 Q1250 1260 1010 1300',
      'none',
      `stroke="${dark(c, 0.2)}" stroke-width="80" stroke-linecap="round"`,
    );
    const body = P(
      'M520 560 L960 560 Q1010 560 1020 620 L1080 1360 Q1084 1420 1020 1420 L440 1420 Q376 1420 380 1360 L440 620 Q450 560 520 560 Z',
      'url(#bx)',
      line(o),
    );
    const spout = P('M440 640 L300 560 Q280 550 290 580 L400 760 Z', 'url(#bx)', line(o));
    const lid = E(740, 560, 240, 40, dark(c, 0.15), line(o)) + R(680, 500, 120, 50, 20, dark(c, 0.3));
    const gauge =
      k.d.window === 'none'
        ? R(470, 1300, 520, 40, 20, dark(c, 0.2)) + C(730, 1320, 12, '#38bdf8')
        : R(500, 760, 60, 520, 30, '#bfdbfe', 'stroke="#93c5fd" stroke-width="3" opacity="0.85"') +
          R(510, 1000, 40, 270, 20, '#60a5fa', 'opacity="0.7"');
    art = base + handle + spout + body + lid + gauge + highlight('M880 620 L930 1360');
  }
  // the other side: the same kettle mirrored
  return v === 'back' ? G('translate(1480 0) scale(-1 1)', art) : art;
};

// ------------------------------------------------------------------ coffee machines

const coffee: Gen = (k, v) => {
  const { c, o } = k;
  const cup = (x: number, y: number, s = 1) =>
    G(
      `translate(${x} ${y}) scale(${s})`,
      P('M-120 0 L120 0 L100 240 Q95 270 65 270 L-65 270 Q-95 270 -100 240 Z', '#fafafa', line('#d4d4d8', 3)) +
        P('M120 50 Q180 60 175 120 Q170 180 110 180', 'none', 'stroke="#e4e4e7" stroke-width="18"') +
        E(0, 10, 118, 16, '#5b3a1e'),
    );
  switch (k.d.form) {
    case 'capsule': {
      const body = P(
        'M560 420 L940 420 Q1000 420 1000 480 L1000 1500 L500 1500 L500 480 Q500 420 560 420 Z',
        'url(#bx)',
        line(o),
      );
      if (v === 'back')
        return (
          shadow(750, 1540, 320) +
          body +
          R(540, 460, 420, 700, 30, '#bfdbfe', 'opacity="0.5"') +
          R(560, 800, 380, 340, 24, '#60a5fa', 'opacity="0.45"')
        );
      return (
        shadow(750, 1540, 340) +
        body +
        R(520, 380, 460, 120, 50, dark(c, 0.2), line(o)) +
        R(560, 560, 380, 240, 30, dark(c, 0.35)) +
        C(750, 680, 50, light(c, 0.2), line(o, 2)) +
        R(700, 800, 100, 60, 16, '#374151') +
        R(540, 1380, 420, 60, 20, 'url(#mt)') +
        cup(750, 1110, 0.9)
      );
    }
    case 'espresso': {
      const body = R(330, 560, 840, 900, 40, 'url(#bx)', line(o));
      if (v === 'back')
        return (
          shadow(750, 1500, 460) +
          body +
          vents(400, 640, 700, 8, 44, dark(c, 0.3)) +
          R(420, 460, 660, 110, 20, 'url(#mt)')
        );
      return (
        shadow(750, 1500, 480) +
        R(360, 470, 780, 100, 20, 'url(#mt)', line('#6b7280', 2)) +
        body +
        C(750, 700, 80, '#f8fafc', line('#6b7280', 6)) +
        P('M750 700 L790 660', 'none', 'stroke="#ef4444" stroke-width="6"') +
        R(640, 830, 220, 90, 30, 'url(#mt)', line('#6b7280', 2)) +
        R(860, 850, 260, 46, 23, '#1f2937') +
        R(1040, 640, 36, 220, 18, 'url(#mt)') +
        R(400, 1340, 700, 60, 16, 'url(#mt)', line('#6b7280', 2)) +
        dots(410, 1350, 680, 40, 20, 5, '#374151', 0.7) +
        cup(750, 1070, 0.9)
      );
    }
    default: {
      const box = R(380, 340, 740, 1200, 60, 'url(#bx)', line(o)) + shadow(750, 1560, 460);
      if (v === 'back')
        return (
          box +
          R(420, 380, 660, 1120, 40, dark(c, 0.1)) +
          R(460, 440, 580, 820, 40, '#bfdbfe', 'opacity="0.5"') +
          R(480, 900, 540, 340, 30, '#60a5fa', 'opacity="0.45"')
        );
      return (
        box +
        R(440, 400, 620, 200, 30, '#0a0d14') +
        screen(470, 430, 260, 140, 12, 'off', 'cm') +
        R(490, 455, 160, 26, 10, '#38bdf8', 'opacity="0.7"') +
        C(820, 500, 36, dark(c, 0.25)) +
        C(930, 500, 36, dark(c, 0.25)) +
        R(460, 660, 580, 760, 40, dark(c, 0.55)) +
        R(680, 680, 140, 100, 20, 'url(#mt)') +
        R(720, 780, 20, 60, 6, '#6b7280') +
        R(760, 780, 20, 60, 6, '#6b7280') +
        cup(750, 1080) +
        R(470, 1370, 560, 40, 14, 'url(#mt)') +
        R(420, 380, 30, 1100, 15, '#ffffff', 'opacity="0.15"')
      );
    }
  }
};

// ------------------------------------------------------------------ blenders

const blender: Gen = (k, v) => {
  const { c, o } = k;
  if (k.d.form === 'hand') {
    const wand =
      R(650, 300, 200, 620, 90, 'url(#bx)', line(o)) +
      R(690, 360, 120, 60, 20, dark(c, 0.3)) +
      C(750, 520, 30, light(c, 0.2), line(o, 2)) +
      R(715, 900, 70, 520, 20, 'url(#mt)', line('#6b7280', 2)) +
      P('M640 1420 Q750 1330 860 1420 L840 1480 L660 1480 Z', 'url(#mt)', line('#6b7280', 2));
    const beaker =
      P('M520 1080 L980 1080 L950 1580 L550 1580 Z', '#e0f2fe', 'stroke="#bae6fd" stroke-width="6" opacity="0.55"') +
      P('M540 1300 L960 1300 L950 1580 L550 1580 Z', hx(mix(c, 'f472b6', 0.5)), 'opacity="0.45"');
    if (v === 'back') return shadow(750, 1620, 320) + wand;
    return shadow(750, 1620, 320) + beaker + wand;
  }
  const base =
    shadow(750, 1600, 380) +
    P('M480 1200 L1020 1200 L1080 1560 Q1085 1590 1050 1590 L450 1590 Q415 1590 420 1560 Z', 'url(#bx)', line(o)) +
    C(750, 1410, 64, dark(c, 0.3), line(o, 2)) +
    C(750, 1410, 30, light(c, 0.1));
  const jar =
    P('M450 360 L1050 360 L980 1200 L520 1200 Z', '#e0f2fe', 'stroke="#bae6fd" stroke-width="6" opacity="0.7"') +
    R(430, 300, 640, 80, 30, '#1f2937') +
    P('M1050 480 Q1200 500 1190 760 Q1180 980 1010 1000', 'none', 'stroke="#cbd5e1" stroke-width="50" opacity="0.8"');
  const fill =
    v === 'front' ? P('M500 760 L1000 760 L980 1200 L520 1200 Z', hx(mix(c, 'f472b6', 0.5)), 'opacity="0.7"') : '';
  return (
    base +
    fill +
    jar +
    P('M600 1150 L900 1150 L750 1100 Z', '#9ca3af') +
    P('M540 420 L600 1140', 'none', 'stroke="#ffffff" stroke-width="20" stroke-linecap="round" opacity="0.5"')
  );
};

// ------------------------------------------------------------------ microwaves

const microwave: Gen = (k, v) => {
  const { c, o } = k;
  const box =
    shadow(750, 1320, 640) +
    R(150, 620, 1200, 680, 40, 'url(#by)', line(o)) +
    R(220, 1290, 80, 24, 8, '#1f2937') +
    R(1200, 1290, 80, 24, 8, '#1f2937');
  if (v === 'back') return box + vents(300, 720, 900, 8, 44, dark(c, 0.3));
  const panel =
    k.d.form === 'touch'
      ? R(1040, 690, 250, 110, 14, '#0a0d14') +
        R(1060, 710, 210, 70, 8, '#052e16') +
        R(1080, 730, 120, 30, 6, '#22c55e', 'opacity="0.8"') +
        [0, 1, 2, 3, 4, 5]
          .map((i) => R(1060 + (i % 3) * 72, 840 + Math.floor(i / 3) * 80, 60, 56, 12, dark(c, 0.12), line(o, 2)))
          .join('') +
        R(1060, 1020, 210, 70, 16, '#1f2937') +
        R(1060, 1110, 210, 70, 16, '#16a34a', 'opacity="0.85"')
      : R(1040, 690, 250, 120, 14, '#0a0d14') +
        R(1060, 710, 210, 80, 8, '#052e16') +
        C(1165, 960, 70, 'url(#mt)', line('#6b7280', 2)) +
        C(1165, 1140, 56, 'url(#mt)', line('#6b7280', 2));
  const mirror = k.d.door === 'mirror';
  return (
    box +
    R(200, 670, 800, 580, 24, dark(c, 0.25)) +
    R(230, 700, 740, 520, 16, mirror ? 'url(#mt)' : 'url(#gl)') +
    P('M230 700 L620 700 L230 1040 Z', '#ffffff', `opacity="${mirror ? 0.3 : 0.08}"`) +
    dots(250, 720, 700, 480, 18, 3, '#000000', mirror ? 0.12 : 0.35) +
    panel +
    R(960, 700, 24, 500, 12, light(c, 0.2))
  );
};

export const KITCHEN = { kettle, coffee, blender, microwave };
