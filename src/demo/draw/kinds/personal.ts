import { dark, light } from '../color.ts';
import { C, E, P, R, dots, gloss, line, shadow, type Gen } from '../shapes.ts';

// ------------------------------------------------------------------ hair dryers

const hairdryer: Gen = (k, v) => {
  const { c, o } = k;
  switch (k.d.form) {
    case 'ring': {
      // a slim handle and a short cylinder head with a hole through it
      const handle =
        R(660, 820, 180, 760, 90, 'url(#bx)', line(o)) +
        dots(680, 1300, 140, 240, 20, 5, dark(c, 0.45), 0.6) +
        R(720, 900, 60, 18, 9, light(c, 0.3));
      if (v === 'back')
        return (
          shadow(750, 1600, 240) +
          handle +
          E(750, 640, 300, 290, 'url(#bd)', line(o)) +
          E(750, 640, 200, 190, dark(c, 0.4)) +
          E(750, 640, 150, 140, '#f3f4f6')
        );
      return (
        shadow(750, 1600, 300) +
        handle +
        R(440, 470, 620, 360, 170, 'url(#by)', line(o)) +
        E(450, 650, 80, 176, dark(c, 0.25), line(o, 2)) +
        E(450, 650, 50, 120, '#f3f4f6') +
        E(1060, 650, 60, 176, dark(c, 0.15), line(o, 2)) +
        gloss(500, 490, 400, 120, 0.2)
      );
    }
    case 'compact': {
      const head = R(400, 640, 700, 300, 150, 'url(#by)', line(o));
      if (v === 'back')
        return (
          shadow(750, 1480, 240) +
          R(640, 900, 200, 540, 80, 'url(#bx)', line(o)) +
          C(750, 790, 260, 'url(#bd)', line(o)) +
          C(750, 790, 170, dark(c, 0.35))
        );
      return (
        shadow(750, 1480, 360) +
        R(640, 880, 200, 560, 80, 'url(#bx)', line(o)) +
        head +
        E(1100, 790, 40, 120, '#1f2937') +
        E(420, 790, 50, 130, dark(c, 0.25)) +
        dots(400, 690, 80, 200, 20, 5, '#000000', 0.35) +
        R(690, 1000, 100, 100, 30, dark(c, 0.35))
      );
    }
    default:
      if (v === 'back')
        return (
          shadow(750, 1580, 260) +
          R(620, 840, 260, 720, 100, 'url(#bx)', line(o)) +
          C(750, 620, 330, 'url(#bd)', line(o)) +
          C(750, 620, 210, dark(c, 0.35)) +
          C(750, 620, 180, light(c, 0.1)) +
          R(700, 1000, 100, 60, 20, dark(c, 0.3))
        );
      return (
        shadow(760, 1580, 420) +
        P('M600 900 L700 900 L760 1520 Q760 1560 720 1560 L620 1560 Q580 1560 580 1520 Z', 'url(#bx)', line(o)) +
        R(300, 560, 820, 380, 190, 'url(#by)', line(o)) +
        R(1080, 600, 160, 300, 60, dark(c, 0.2), line(o)) +
        E(1240, 750, 40, 150, '#1f2937') +
        E(330, 750, 60, 170, dark(c, 0.25)) +
        dots(300, 630, 80, 240, 22, 5, '#000000', 0.35) +
        R(380, 600, 640, 40, 20, '#ffffff', 'opacity="0.22"') +
        R(630, 1080, 80, 120, 30, dark(c, 0.35))
      );
  }
};

// ------------------------------------------------------------------ shavers, trimmers, epilators

const shaver: Gen = (k, v) => {
  const { c, o } = k;
  const form = k.d.form ?? 'rotary';
  if (form === 'trimmer') {
    const body =
      R(640, 520, 220, 1080, 100, 'url(#bx)', line(o)) + R(665, 560, 26, 980, 13, '#ffffff', 'opacity="0.2"');
    if (v === 'back') return shadow(750, 1620, 200) + body + dots(680, 1300, 140, 200, 20, 5, dark(c, 0.45), 0.6);
    let comb = '';
    for (let i = 0; i < 9; i++) comb += R(652 + i * 22, 300, 12, 200, 6, '#374151', 'opacity="0.85"');
    return (
      shadow(750, 1620, 200) +
      comb +
      R(640, 460, 220, 80, 20, 'url(#mt)', line('#6b7280', 2)) +
      body +
      C(750, 900, 40, light(c, 0.25), line(o, 2)) +
      C(750, 900, 14, '#38bdf8') +
      R(700, 1100, 100, 16, 8, '#22c55e', 'opacity="0.8"')
    );
  }
  if (form === 'epilator') {
    const body = P(
      'M620 760 Q600 1200 640 1560 Q650 1600 700 1600 L800 1600 Q850 1600 860 1560 Q900 1200 880 760 Z',
      'url(#bx)',
      line(o),
    );
    if (v === 'back') return shadow(750, 1620, 220) + body + R(640, 540, 220, 240, 90, dark(c, 0.2), line(o));
    let tweezers = '';
    for (let i = 0; i < 6; i++) tweezers += R(560, 560 + i * 34, 380, 18, 9, 'url(#mt)', line('#6b7280', 1));
    return (
      shadow(750, 1620, 220) +
      R(540, 520, 420, 260, 110, dark(c, 0.25), line(o)) +
      tweezers +
      body +
      C(750, 1000, 48, light(c, 0.25), line(o, 2)) +
      C(750, 1000, 18, '#f472b6') +
      gloss(640, 800, 120, 500, 0.15)
    );
  }
  const body =
    P('M600 700 L900 700 L860 1560 Q855 1600 815 1600 L685 1600 Q645 1600 640 1560 Z', 'url(#bx)', line(o)) +
    R(625, 740, 30, 760, 15, '#ffffff', 'opacity="0.2"');
  if (form === 'foil') {
    if (v === 'back') return shadow(750, 1620, 240) + body + R(560, 460, 380, 260, 80, dark(c, 0.2), line(o));
    return (
      shadow(750, 1620, 240) +
      body +
      R(540, 430, 420, 290, 70, dark(c, 0.3), line(o)) +
      R(570, 450, 360, 76, 36, 'url(#mt)', line('#6b7280', 2)) +
      R(570, 540, 360, 60, 20, dark(c, 0.5)) +
      R(570, 616, 360, 76, 36, 'url(#mt)', line('#6b7280', 2)) +
      C(750, 1000, 44, light(c, 0.25), line(o, 2)) +
      C(750, 1000, 16, '#38bdf8')
    );
  }
  if (v === 'back')
    return (
      shadow(750, 1620, 240) +
      body +
      R(560, 460, 380, 260, 80, dark(c, 0.2), line(o)) +
      R(600, 500, 300, 60, 20, 'url(#mt)') +
      R(600, 600, 300, 60, 20, 'url(#mt)')
    );
  return (
    shadow(750, 1620, 240) +
    body +
    R(500, 470, 500, 260, 120, dark(c, 0.25), line(o)) +
    C(610, 560, 80, 'url(#mt)', line('#6b7280', 2)) +
    C(890, 560, 80, 'url(#mt)', line('#6b7280', 2)) +
    C(750, 640, 80, 'url(#mt)', line('#6b7280', 2)) +
    C(750, 1000, 44, light(c, 0.25), line(o, 2)) +
    C(750, 1000, 16, '#38bdf8')
  );
};

// ------------------------------------------------------------------ power banks

const powerbank: Gen = (k, v) => {
  const { c, o } = k;
  switch (k.d.form) {
    case 'brick': {
      const body = R(420, 520, 660, 1000, 70, 'url(#bx)', line(o)) + gloss(440, 540, 300, 500, 0.12);
      if (v === 'back')
        return (
          shadow(750, 1540, 380) +
          body +
          R(560, 480, 380, 50, 14, '#111827') +
          [0, 1, 2].map((i) => R(590 + i * 110, 490, 80, 30, 8, '#4b5563')).join('')
        );
      return (
        shadow(750, 1540, 380) +
        body +
        R(520, 640, 460, 240, 24, '#0a0d14') +
        R(560, 680, 230, 130, 12, '#38bdf8', 'opacity="0.85"') +
        R(810, 700, 130, 90, 10, '#22c55e', 'opacity="0.7"') +
        R(720, 1300, 60, 60, 20, dark(c, 0.3))
      );
    }
    case 'magnetic': {
      const body = R(480, 560, 540, 760, 110, 'url(#bx)', line(o));
      if (v === 'back')
        return (
          shadow(750, 1360, 320) +
          body +
          C(750, 940, 190, 'none', `stroke="${light(c, 0.35)}" stroke-width="16" opacity="0.8"`) +
          C(750, 940, 120, 'none', line(light(c, 0.2), 6)) +
          R(690, 540, 120, 24, 10, '#111827')
        );
      return (
        shadow(750, 1360, 320) +
        body +
        [0, 1, 2, 3].map((i) => C(690 + i * 40, 1230, 10, i < 3 ? '#22c55e' : dark(c, 0.3))).join('') +
        gloss(500, 580, 260, 360, 0.14) +
        R(690, 1300, 120, 24, 10, '#111827')
      );
    }
    default:
      return (
        shadow(750, 1520, 360) +
        R(470, 380, 560, 1120, 90, 'url(#bx)', line(o)) +
        R(500, 420, 30, 1040, 15, '#ffffff', 'opacity="0.2"') +
        (v === 'front'
          ? [0, 1, 2, 3].map((i) => C(660 + i * 60, 1380, 14, i < 3 ? '#22c55e' : dark(c, 0.3))).join('') +
            C(750, 800, 100, 'none', `stroke="${light(c, 0.3)}" stroke-width="14" opacity="0.7"`) +
            P('M770 700 L700 820 L760 820 L730 910 L810 780 L750 780 Z', light(c, 0.4))
          : R(650, 380, 200, 34, 12, '#111827') +
            R(690, 386, 120, 20, 10, '#4b5563') +
            R(560, 560, 380, 500, 30, dark(c, 0.12)))
      );
  }
};

// ------------------------------------------------------------------ chargers

const charger: Gen = (k, v) => {
  const { c, o } = k;
  const cd =
    'M750 1100 C 760 1350, 1200 1300, 1150 1500 C 1110 1640, 500 1620, 420 1480 C 360 1380, 520 1300, 620 1330';
  const cable =
    P(cd, 'none', `stroke="${o}" stroke-width="40" stroke-linecap="round"`) +
    P(cd, 'none', `stroke="${light(c, 0.08)}" stroke-width="32" stroke-linecap="round"`);
  const plug = R(590, 1320, 90, 150, 20, 'url(#bx)', line(o)) + R(610, 1460, 50, 50, 8, 'url(#mt)');
  const form = k.d.form ?? 'cube';
  const [w, h] = form === 'dual' ? [560, 640] : form === 'folding' ? [460, 520] : [500, 600];
  const x = 750 - w / 2;
  const y = 1120 - h;
  const ports =
    form === 'dual'
      ? R(660, 1060, 80, 34, 12, '#111827') + R(760, 1060, 80, 34, 12, '#111827')
      : R(690, 1060, 120, 40, 12, '#111827');
  if (v === 'back')
    return (
      shadow(750, 1420, 340) +
      R(x, y + 40, w, h - 40, 90, 'url(#bd)', line(o)) +
      C(750, y + h / 2 + 20, 120, dark(c, 0.08), line(o, 2)) +
      (form === 'folding' ? R(680, y + h / 2 - 20, 140, 80, 20, dark(c, 0.2)) : '') +
      cable +
      plug
    );
  const pins =
    form === 'folding' ? '' : R(670, y - 190, 44, 240, 22, 'url(#mt)') + R(786, y - 190, 44, 240, 22, 'url(#mt)');
  return (
    shadow(750, 1420, 340) +
    pins +
    R(x, y, w, h, 100, 'url(#bx)', line(o)) +
    R(x + 30, y + 40, 40, h - 80, 20, '#ffffff', 'opacity="0.25"') +
    ports +
    (form === 'dual' ? C(750, y + 180, 16, '#22c55e') : '') +
    cable +
    plug
  );
};

export const PERSONAL = { hairdryer, shaver, powerbank, charger };
