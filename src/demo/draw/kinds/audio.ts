import { dark, hx, light } from '../color.ts';
import { ACCENTS, C, E, P, R, dots, gloss, line, shadow, type Gen } from '../shapes.ts';

// ------------------------------------------------------------------ headphones and headsets

const headphones: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'over';
  const cup = k.d.cup ?? 'oval';
  const acc = k.d.accent && k.d.accent !== 'none' ? hx(ACCENTS[k.d.accent]!) : '';
  const on = form === 'on';
  const gaming = form === 'gaming';
  // cup size: [width, height]
  const [cw, ch] =
    cup === 'round' ? [170, on ? 380 : 440] : cup === 'square' ? [170, on ? 400 : 470] : [150, on ? 440 : 560];
  const topY = on ? 420 : 330;
  const cupY = 1130 - ch / 2;
  const band = `M${380 - (gaming ? 20 : 0)} ${cupY + 40} L380 760 Q380 ${topY} 750 ${topY} Q1120 ${topY} 1120 760 L${1120 + (gaming ? 20 : 0)} ${cupY + 40}`;
  if (v === 'back') {
    // one ear cup face-on
    const face =
      cup === 'square'
        ? R(460, 700, 580, 680, 120, '#15181f') +
          R(480, 700, 540, 650, 110, 'url(#bd)', line(o)) +
          dots(540, 760, 420, 530, 20, 5, '#000000', 0.3)
        : cup === 'round'
          ? C(750, 1060, 360, '#15181f') + C(750, 1040, 330, 'url(#bd)', line(o))
          : E(750, 1080, 330, 380, '#15181f') + E(750, 1060, 300, 350, 'url(#bd)', line(o));
    return (
      shadow(750, 1530, 380) +
      P(
        'M520 900 Q520 340 750 340 Q980 340 980 900',
        'none',
        `stroke="${dark(c, 0.2)}" stroke-width="70" stroke-linecap="round"`,
      ) +
      P(
        'M520 900 Q520 340 750 340 Q980 340 980 900',
        'none',
        `stroke="${light(c, 0.1)}" stroke-width="46" stroke-linecap="round"`,
      ) +
      face +
      (acc
        ? C(750, 1060, 200, 'none', `stroke="${acc}" stroke-width="16" opacity="0.9"`)
        : E(750, 1060, 200, 240, 'none', `stroke="${light(c, 0.25)}" stroke-width="8" opacity="0.7"`)) +
      E(680, 900, 80, 120, '#ffffff', 'opacity="0.12"')
    );
  }
  const cushion = dark(c, 0.62);
  const cy = cupY + ch / 2;
  // a cup as an oval (or rounded square) of half-width rx and half-height ry
  const shell = (x: number, rx: number, ry: number, fill: string, extra = '') =>
    cup === 'square'
      ? R(x - rx, cy - ry, rx * 2, ry * 2, Math.min(rx, ry) * 0.45, fill, extra)
      : E(x, cy, rx, ry, fill, extra);
  const ry = ch / 2;
  let s =
    shadow(750, 1560, 480) +
    P(band, 'none', `stroke="${dark(c, 0.25)}" stroke-width="${gaming ? 96 : 74}" stroke-linecap="round"`) +
    P(band, 'none', `stroke="${light(c, 0.1)}" stroke-width="${gaming ? 70 : 52}" stroke-linecap="round"`) +
    // the band's padding, under its top
    P(
      `M520 ${topY + 90} Q750 ${topY - 38} 980 ${topY + 90}`,
      'none',
      `stroke="${cushion}" stroke-width="34" stroke-linecap="round"`,
    );
  // left: the cup turned a little towards us, its outer face showing
  s +=
    shell(430, 50, ry * 0.92, cushion) +
    shell(340, cw * 0.8, ry, 'url(#bd)', line(o)) +
    shell(340, cw * 0.55, ry * 0.72, 'none', `stroke="${light(c, 0.25)}" stroke-width="6" opacity="0.6"`);
  s += E(300, cy - ry * 0.45, cw * 0.22, ry * 0.25, '#ffffff', 'opacity="0.16"');
  // right: seen from inside, the ear cushion and the speaker cloth
  s +=
    shell(1135, cw * 0.62, ry, 'url(#bx)', line(o)) +
    shell(1085, cw * 0.45, ry * 0.92, cushion) +
    shell(1090, cw * 0.26, ry * 0.62, dark(c, 0.45));
  if (acc)
    s += shell(340, cw * 0.3, ry * 0.3, acc, 'opacity="0.9"') + R(1135 + cw * 0.5, cy - ry * 0.3, 12, ry * 0.6, 6, acc);
  if (gaming)
    s +=
      P(
        `M${340 - cw * 0.4} ${cy + ry * 0.5} Q200 ${cupY + ch + 100} 520 ${cupY + ch + 120}`,
        'none',
        `stroke="#1f2937" stroke-width="30" stroke-linecap="round"`,
      ) +
      C(530, cupY + ch + 120, 32, '#111827') +
      (acc ? C(530, cupY + ch + 120, 12, acc) : '');
  return s;
};

// ------------------------------------------------------------------ portable speakers

const speaker: Gen = (k, v) => {
  const { c, o } = k;
  const acc = k.d.accent && k.d.accent !== 'none' ? hx(ACCENTS[k.d.accent]!) : hx(light(c, 0.3).slice(1));
  switch (k.d.form) {
    case 'cube': {
      // a cabinet with a textured front, knobs on top
      const knobs = [0, 1, 2]
        .map(
          (i) =>
            C(560 + i * 150, 640, 40, 'url(#mt)', line('#92400e', 3)) + C(560 + i * 150, 640, 16, hx(ACCENTS.gold!)),
        )
        .join('');
      if (v === 'back')
        return (
          shadow(750, 1480, 460) +
          R(330, 620, 840, 830, 50, 'url(#bd)', line(o)) +
          C(750, 1030, 120, '#111827') +
          C(750, 1030, 70, '#1f2937') +
          R(560, 1300, 380, 60, 20, dark(c, 0.3))
        );
      return (
        shadow(750, 1480, 460) +
        R(330, 600, 840, 850, 46, dark(c, 0.2), line(o)) +
        R(370, 720, 760, 690, 30, '#1b1b1b') +
        dots(380, 730, 740, 670, 14, 4, light(c, 0.35), 0.5) +
        R(380, 620, 740, 60, 20, hx(ACCENTS.gold!), 'opacity="0.25"') +
        knobs +
        R(640, 1030, 220, 56, 10, hx(ACCENTS.gold!), 'opacity="0.85"')
      );
    }
    case 'puck': {
      // a small upright drum: fabric grille, buttons on top, a lanyard loop
      const body = P('M450 640 L1050 640 L1050 1340 Q1050 1420 750 1420 Q450 1420 450 1340 Z', 'url(#bx)', line(o));
      const top = E(750, 640, 300, 66, dark(c, 0.2), line(o));
      if (v === 'back')
        return (
          shadow(750, 1470, 340) + body + top + R(690, 1290, 120, 40, 16, '#111827') + C(750, 1000, 40, dark(c, 0.3))
        );
      return (
        shadow(750, 1470, 340) +
        P(
          'M560 660 Q500 420 640 400 Q760 390 700 640',
          'none',
          `stroke="${dark(c, 0.45)}" stroke-width="26" stroke-linecap="round"`,
        ) +
        body +
        dots(475, 720, 550, 620, 20, 5, dark(c, 0.45), 0.6) +
        top +
        [-1, 0, 1].map((i) => E(750 + i * 110, 636, 36, 12, light(c, 0.2))).join('') +
        R(660, 1330, 180, 40, 20, acc, 'opacity="0.9"') +
        gloss(470, 680, 200, 500, 0.12)
      );
    }
    case 'tower': {
      const woofer = (cy: number, r: number) =>
        C(750, cy, r + 30, acc, 'opacity="0.5"') +
        C(750, cy, r, '#111827') +
        C(750, cy, r * 0.7, '#1f2937', line('#374151', 6)) +
        C(750, cy, r * 0.25, '#374151');
      if (v === 'back')
        return (
          shadow(750, 1640, 420) +
          R(450, 180, 600, 1440, 70, 'url(#bd)', line(o)) +
          R(560, 300, 380, 240, 20, dark(c, 0.3)) +
          dots(520, 700, 460, 800, 40, 10, dark(c, 0.5), 0.5)
        );
      return (
        shadow(750, 1640, 420) +
        R(450, 180, 600, 1440, 70, dark(c, 0.15), line(o)) +
        R(500, 230, 500, 130, 24, '#0a0d14') +
        R(560, 260, 380, 70, 20, acc, 'opacity="0.35"') +
        woofer(720, 200) +
        woofer(1260, 200) +
        R(560, 1520, 380, 50, 20, '#111827')
      );
    }
    default: {
      // a horizontal tube with passive radiators at the ends
      if (v === 'back')
        return (
          shadow(750, 1540, 320) +
          R(520, 380, 460, 1150, 230, 'url(#bx)', line(o)) +
          dots(560, 520, 380, 860, 26, 7, dark(c, 0.45), 0.6) +
          C(750, 450, 50, light(c, 0.2), line(o, 2)) +
          R(575, 420, 24, 1060, 12, '#ffffff', 'opacity="0.15"')
        );
      return (
        shadow(750, 1330, 560) +
        R(200, 760, 1100, 520, 260, 'url(#by)', line(o)) +
        dots(300, 790, 900, 460, 26, 7, dark(c, 0.45), 0.6) +
        E(220, 1020, 90, 250, dark(c, 0.25), line(o, 2)) +
        E(1280, 1020, 90, 250, dark(c, 0.25), line(o, 2)) +
        E(220, 1020, 50, 170, acc, 'opacity="0.6"') +
        E(1280, 1020, 50, 170, acc, 'opacity="0.6"') +
        R(630, 960, 240, 120, 40, light(c, 0.15), line(o, 2)) +
        P('M300 820 L1200 820', 'none', 'stroke="#ffffff" stroke-width="30" stroke-linecap="round" opacity="0.14"')
      );
    }
  }
};

// ------------------------------------------------------------------ soundbars

const soundbar: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'bar';
  const [y, h, r] = form === 'slim' ? [1080, 150, 60] : form === 'tall' ? [960, 280, 60] : [1000, 230, 110];
  const sub = R(980, 780, 380, 540, 40, 'url(#bx)', line(o)) + dots(1010, 820, 320, 460, 30, 8, dark(c, 0.5), 0.5);
  return (
    shadow(750, 1330, 700) +
    (v === 'back' || form === 'tall' ? sub : '') +
    R(80, y, 1340, h, r, 'url(#by)', line(o)) +
    dots(160, y + 20, 1180, h - 40, form === 'slim' ? 18 : 22, form === 'slim' ? 4 : 5, dark(c, 0.5), 0.55) +
    R(160, y + 16, 1180, 16, 8, '#ffffff', 'opacity="0.15"') +
    C(750, y + h - 30, 8, '#38bdf8') +
    (form === 'tall' ? P(`M120 ${y + h} L1380 ${y + h}`, 'none', line(dark(c, 0.3), 6)) : '')
  );
};

export const AUDIO = { headphones, speaker, soundbar };
