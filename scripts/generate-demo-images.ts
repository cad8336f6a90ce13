// Generates the demo catalogue's images under public/demo/ (served by the app at /demo/…):
// flat product illustrations (400x400), hero slides (1600x600) and review-site logos (120x120).
// No text in any image, so they work in English and Arabic. The output is committed; re-run with
//   npx tsx scripts/generate-demo-images.ts
// after changing a drawing. Every product file must stay under 4 KB.

import fs from "node:fs";
import path from "node:path";

const OUT = path.resolve(import.meta.dirname, "../public/demo");

type Palette = { bg: string; halo: string };

const BG = {
  blue: { bg: "#EEF3FB", halo: "#DCE7F7" },
  sand: { bg: "#FBF6EE", halo: "#F3E8D6" },
  mint: { bg: "#EEF8F4", halo: "#D9EFE5" },
  lilac: { bg: "#F4F1FB", halo: "#E6DEF6" },
  rose: { bg: "#FBF1F3", halo: "#F5DDE3" },
  grey: { bg: "#F3F4F6", halo: "#E4E7EB" },
  peach: { bg: "#FDF3EC", halo: "#F8E1D0" },
} satisfies Record<string, Palette>;

const svg = (palette: Palette, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img">` +
  (defs ? `<defs>${defs}</defs>` : "") +
  `<rect width="400" height="400" fill="${palette.bg}"/>` +
  `<circle cx="200" cy="196" r="158" fill="${palette.halo}"/>` +
  `<ellipse cx="200" cy="352" rx="120" ry="11" fill="#0F172A" opacity=".08"/>` +
  `${body}</svg>`;

const grad = (id: string, from: string, to: string, vertical = false) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 1}">` +
  `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

// --- Product drawings ------------------------------------------------------------------------

function phone(frame: string, wallA: string, wallB: string, lens = "#1F2937") {
  const back =
    `<g transform="rotate(-9 150 210)"><rect x="78" y="72" width="136" height="272" rx="26" fill="${frame}"/>` +
    `<rect x="90" y="86" width="62" height="66" rx="18" fill="#000" opacity=".14"/>` +
    `<circle cx="107" cy="103" r="12" fill="${lens}"/><circle cx="135" cy="103" r="12" fill="${lens}"/>` +
    `<circle cx="107" cy="133" r="12" fill="${lens}"/><circle cx="107" cy="103" r="5" fill="#475569"/>` +
    `<circle cx="135" cy="103" r="5" fill="#475569"/><circle cx="107" cy="133" r="5" fill="#475569"/></g>`;
  const front =
    `<rect x="176" y="66" width="140" height="282" rx="27" fill="${frame}"/>` +
    `<rect x="183" y="73" width="126" height="268" rx="21" fill="#0B0F19"/>` +
    `<rect x="188" y="78" width="116" height="258" rx="17" fill="url(#w)"/>` +
    `<circle cx="215" cy="270" r="62" fill="#fff" opacity=".14"/><circle cx="290" cy="150" r="44" fill="#fff" opacity=".12"/>` +
    `<rect x="226" y="86" width="40" height="11" rx="5.5" fill="#0B0F19"/>`;
  return { defs: grad("w", wallA, wallB), body: back + front };
}

function flipPhone(frame: string, wallA: string, wallB: string) {
  const open =
    `<rect x="92" y="54" width="128" height="292" rx="24" fill="${frame}"/>` +
    `<rect x="99" y="61" width="114" height="278" rx="18" fill="url(#w)"/>` +
    `<rect x="92" y="197" width="128" height="6" fill="#000" opacity=".12"/>` +
    `<circle cx="156" cy="74" r="4" fill="#0B0F19"/>`;
  const folded =
    `<rect x="212" y="176" width="122" height="150" rx="22" fill="${frame}"/>` +
    `<rect x="222" y="186" width="102" height="92" rx="14" fill="#0B0F19"/>` +
    `<rect x="226" y="190" width="94" height="84" rx="11" fill="url(#w)" opacity=".9"/>` +
    `<circle cx="245" cy="210" r="11" fill="#1F2937"/><circle cx="275" cy="210" r="11" fill="#1F2937"/>` +
    `<rect x="212" y="290" width="122" height="5" fill="#000" opacity=".1"/>`;
  return { defs: grad("w", wallA, wallB), body: open + folded };
}

function tablet(frame: string, wallA: string, wallB: string) {
  return {
    defs: grad("w", wallA, wallB),
    body:
      `<rect x="86" y="58" width="228" height="296" rx="22" fill="${frame}"/>` +
      `<rect x="96" y="68" width="208" height="276" rx="14" fill="url(#w)"/>` +
      `<circle cx="150" cy="280" r="70" fill="#fff" opacity=".13"/><circle cx="270" cy="130" r="46" fill="#fff" opacity=".12"/>` +
      `<g transform="rotate(12 330 200)"><rect x="326" y="90" width="10" height="200" rx="5" fill="#F8FAFC"/>` +
      `<path d="M326 290h10l-5 16z" fill="#CBD5E1"/></g>`,
  };
}

function laptop(lid: string, deck: string, wallA: string, wallB: string, accent?: string) {
  return {
    defs: grad("w", wallA, wallB),
    body:
      `<rect x="88" y="92" width="224" height="150" rx="12" fill="${lid}"/>` +
      `<rect x="97" y="101" width="206" height="132" rx="6" fill="url(#w)"/>` +
      `<circle cx="150" cy="200" r="52" fill="#fff" opacity=".12"/><circle cx="260" cy="140" r="34" fill="#fff" opacity=".1"/>` +
      `<path d="M62 244h276l-16 26H78z" fill="${deck}"/>` +
      `<rect x="62" y="242" width="276" height="6" rx="3" fill="${deck}"/>` +
      `<rect x="172" y="244" width="56" height="6" rx="3" fill="#000" opacity=".15"/>` +
      (accent ? `<rect x="78" y="266" width="244" height="4" rx="2" fill="${accent}"/>` : ""),
  };
}

function monitor(frame: string, wallA: string, wallB: string, curved = false) {
  const panel = curved
    ? `<path d="M58 84Q200 62 342 84V238Q200 218 58 238Z" fill="${frame}"/><path d="M66 92Q200 71 334 92V230Q200 210 66 230Z" fill="url(#w)"/>`
    : `<rect x="60" y="72" width="280" height="170" rx="8" fill="${frame}"/><rect x="67" y="79" width="266" height="156" rx="3" fill="url(#w)"/>`;
  return {
    defs: grad("w", wallA, wallB),
    body:
      `<rect x="188" y="236" width="24" height="70" fill="${frame}"/>` +
      `<rect x="136" y="300" width="128" height="14" rx="7" fill="${frame}"/>` +
      panel +
      `<circle cx="140" cy="190" r="48" fill="#fff" opacity=".12"/><circle cx="270" cy="130" r="30" fill="#fff" opacity=".12"/>`,
  };
}

function tv(wallA: string, wallB: string, hill: string) {
  return {
    defs: grad("w", wallA, wallB, true),
    body:
      `<path d="M96 282l-12 30h12l18-30zM304 282l12 30h-12l-18-30z" fill="#374151"/>` +
      `<rect x="34" y="92" width="332" height="194" rx="7" fill="#111827"/>` +
      `<rect x="40" y="98" width="320" height="182" rx="3" fill="url(#w)"/>` +
      `<circle cx="284" cy="146" r="24" fill="#FFF7D6" opacity=".85"/>` +
      `<path d="M40 250Q110 196 180 232T320 214q26-4 40 4v62H40Z" fill="${hill}" opacity=".75"/>` +
      `<path d="M40 268Q140 232 240 258T360 250v30H40Z" fill="${hill}"/>`,
  };
}

function headphones(body: string, cushion: string) {
  return {
    defs: "",
    body:
      `<path d="M112 216V184a88 88 0 0 1 176 0v32" fill="none" stroke="${body}" stroke-width="16" stroke-linecap="round"/>` +
      `<path d="M132 130a74 74 0 0 1 136 0" fill="none" stroke="#000" stroke-opacity=".12" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="84" y="196" width="58" height="104" rx="26" fill="${body}"/>` +
      `<rect x="258" y="196" width="58" height="104" rx="26" fill="${body}"/>` +
      `<rect x="128" y="206" width="24" height="84" rx="12" fill="${cushion}"/>` +
      `<rect x="248" y="206" width="24" height="84" rx="12" fill="${cushion}"/>` +
      `<rect x="98" y="214" width="8" height="22" rx="4" fill="#fff" opacity=".18"/>`,
  };
}

function earbuds(shell: string, detail: string) {
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 96) scale(${flip} 1) rotate(-14)"><rect x="-7" y="14" width="16" height="70" rx="8" fill="${shell}"/>` +
    `<ellipse cx="0" cy="12" rx="22" ry="19" fill="${shell}"/><ellipse cx="6" cy="6" rx="9" ry="7" fill="${detail}"/>` +
    `<rect x="-4" y="76" width="10" height="6" rx="3" fill="${detail}" opacity=".7"/></g>`;
  return {
    defs: "",
    body:
      `<rect x="122" y="190" width="156" height="126" rx="46" fill="${shell}"/>` +
      `<rect x="122" y="190" width="156" height="126" rx="46" fill="none" stroke="#0F172A" stroke-opacity=".1" stroke-width="2"/>` +
      `<path d="M124 232h152" stroke="#0F172A" stroke-opacity=".15" stroke-width="2"/>` +
      `<circle cx="200" cy="262" r="4" fill="#34D399"/>` +
      bud(160, 1) +
      bud(240, -1),
  };
}

function speaker(body: string, end: string) {
  return {
    defs: "",
    body:
      `<rect x="76" y="160" width="248" height="112" rx="56" fill="${body}"/>` +
      `<ellipse cx="104" cy="216" rx="26" ry="52" fill="${end}"/><ellipse cx="296" cy="216" rx="26" ry="52" fill="${end}"/>` +
      `<ellipse cx="104" cy="216" rx="14" ry="30" fill="#000" opacity=".18"/><ellipse cx="296" cy="216" rx="14" ry="30" fill="#000" opacity=".18"/>` +
      `<path d="M136 176h128M136 196h128M136 216h128M136 236h128M136 256h128" stroke="#000" stroke-opacity=".1" stroke-width="6" stroke-dasharray="2 8" stroke-linecap="round"/>` +
      `<rect x="176" y="206" width="48" height="20" rx="10" fill="#fff" opacity=".22"/>` +
      `<path d="M324 190q36 0 36 26t-36 26" fill="none" stroke="${end}" stroke-width="8"/>`,
  };
}

function partySpeaker(body: string, glowA: string, glowB: string) {
  const woofer = (cy: number, r: number) =>
    `<circle cx="200" cy="${cy}" r="${r + 8}" fill="none" stroke="url(#g)" stroke-width="6"/>` +
    `<circle cx="200" cy="${cy}" r="${r}" fill="#1F2937"/><circle cx="200" cy="${cy}" r="${r * 0.45}" fill="#111827"/>` +
    `<circle cx="200" cy="${cy}" r="${r * 0.16}" fill="#374151"/>`;
  return {
    defs: grad("g", glowA, glowB),
    body:
      `<rect x="166" y="40" width="68" height="26" rx="10" fill="none" stroke="${body}" stroke-width="10"/>` +
      `<rect x="118" y="58" width="164" height="288" rx="18" fill="${body}"/>` +
      `<rect x="132" y="72" width="136" height="20" rx="6" fill="#111827"/>` +
      `<circle cx="150" cy="82" r="4" fill="${glowA}"/><circle cx="166" cy="82" r="4" fill="#6B7280"/>` +
      woofer(160, 48) +
      woofer(272, 48),
  };
}

function soundbar() {
  return {
    defs: "",
    body:
      `<rect x="248" y="112" width="108" height="208" rx="14" fill="#1F2937"/>` +
      `<circle cx="302" cy="200" r="34" fill="#111827"/><circle cx="302" cy="200" r="14" fill="#374151"/>` +
      `<rect x="30" y="250" width="300" height="58" rx="26" fill="#111827"/>` +
      `<path d="M60 270h240M60 288h240" stroke="#4B5563" stroke-width="5" stroke-dasharray="2 7" stroke-linecap="round"/>` +
      `<rect x="170" y="300" width="20" height="4" rx="2" fill="#60A5FA"/>`,
  };
}

function squareWatch(caseColor: string, strap: string, ultra = false) {
  const rx = ultra ? 30 : 38;
  return {
    defs: "",
    body:
      `<rect x="162" y="46" width="76" height="310" rx="22" fill="${strap}"/>` +
      `<rect x="162" y="46" width="76" height="310" rx="22" fill="#000" opacity=".08"/>` +
      `<rect x="134" y="122" width="132" height="156" rx="${rx}" fill="${caseColor}"/>` +
      `<rect x="146" y="134" width="108" height="132" rx="${rx - 10}" fill="#05070C"/>` +
      `<rect x="266" y="168" width="9" height="30" rx="4" fill="${ultra ? "#F97316" : caseColor}"/>` +
      (ultra ? `<rect x="125" y="176" width="9" height="40" rx="4" fill="#F97316"/>` : "") +
      `<circle cx="200" cy="200" r="40" fill="none" stroke="#F43F5E" stroke-width="9" stroke-dasharray="190 260" stroke-linecap="round" transform="rotate(-90 200 200)"/>` +
      `<circle cx="200" cy="200" r="28" fill="none" stroke="#A3E635" stroke-width="9" stroke-dasharray="120 200" stroke-linecap="round" transform="rotate(-90 200 200)"/>` +
      `<circle cx="200" cy="200" r="16" fill="none" stroke="#22D3EE" stroke-width="9" stroke-dasharray="70 120" stroke-linecap="round" transform="rotate(-90 200 200)"/>`,
  };
}

function roundWatch(caseColor: string, strap: string, face: string) {
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const r1 = 52;
    const r2 = i % 3 === 0 ? 42 : 46;
    const p = (r: number) => `${(200 + r * Math.sin(a)).toFixed(1)} ${(200 - r * Math.cos(a)).toFixed(1)}`;
    return `M${p(r1)}L${p(r2)}`;
  }).join("");
  return {
    defs: "",
    body:
      `<rect x="164" y="46" width="72" height="310" rx="20" fill="${strap}"/>` +
      `<circle cx="200" cy="200" r="78" fill="${caseColor}"/>` +
      `<circle cx="200" cy="200" r="66" fill="#05070C"/><circle cx="200" cy="200" r="58" fill="${face}"/>` +
      `<path d="${ticks}" stroke="#E5E7EB" stroke-width="3" stroke-linecap="round"/>` +
      `<path d="M200 200V164M200 200l24 14" stroke="#F8FAFC" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="200" cy="200" r="5" fill="#F97316"/>` +
      `<rect x="276" y="178" width="12" height="18" rx="4" fill="${caseColor}"/><rect x="276" y="206" width="12" height="18" rx="4" fill="${caseColor}"/>`,
  };
}

function band(strap: string, wallA: string, wallB: string) {
  return {
    defs: grad("w", wallA, wallB, true),
    body:
      `<rect x="172" y="46" width="56" height="310" rx="24" fill="${strap}"/>` +
      `<rect x="156" y="124" width="88" height="152" rx="44" fill="#111827"/>` +
      `<rect x="166" y="136" width="68" height="128" rx="34" fill="url(#w)"/>` +
      `<path d="M186 210h28M186 226h18" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".85"/>` +
      `<circle cx="200" cy="176" r="12" fill="none" stroke="#fff" stroke-width="5" opacity=".85"/>`,
  };
}

function ps5Console() {
  return {
    defs: grad("s", "#FFFFFF", "#E2E8F0"),
    body:
      `<rect x="176" y="58" width="48" height="284" rx="10" fill="#111827"/>` +
      `<path d="M176 48C120 62 112 140 122 210s24 118 54 140Z" fill="url(#s)"/>` +
      `<path d="M224 48c56 14 64 92 54 162s-24 118-54 140Z" fill="url(#s)"/>` +
      `<path d="M176 48C120 62 112 140 122 210s24 118 54 140M224 48c56 14 64 92 54 162s-24 118-54 140" fill="none" stroke="#CBD5E1" stroke-width="2"/>` +
      `<rect x="184" y="72" width="32" height="3" rx="1.5" fill="#60A5FA"/>` +
      `<rect x="150" y="340" width="100" height="12" rx="6" fill="#111827"/>`,
  };
}

function xboxConsole() {
  return {
    defs: "",
    body:
      `<path d="M130 96l30-30h132l-30 30z" fill="#1F2937"/>` +
      `<path d="M262 96l30-30v246l-30 30z" fill="#0B0F19"/>` +
      `<rect x="130" y="96" width="132" height="246" rx="4" fill="#111827"/>` +
      `<ellipse cx="211" cy="81" rx="46" ry="10" fill="#0B0F19"/>` +
      `<ellipse cx="211" cy="81" rx="34" ry="6" fill="#22C55E" opacity=".55"/>` +
      `<circle cx="150" cy="118" r="6" fill="#F8FAFC" opacity=".8"/>` +
      `<rect x="146" y="300" width="40" height="6" rx="3" fill="#374151"/>`,
  };
}

function handheld(grip: string, portal = false) {
  const left = portal
    ? `<path d="M112 146c-40 0-62 30-62 80 0 44 14 76 40 76 20 0 30-24 40-48z" fill="${grip}"/>`
    : `<path d="M122 142H98a26 26 0 0 0-26 26v92a26 26 0 0 0 26 26h24z" fill="${grip}"/>`;
  const right = portal
    ? `<path d="M288 146c40 0 62 30 62 80 0 44-14 76-40 76-20 0-30-24-40-48z" fill="${grip}"/>`
    : `<path d="M278 142h24a26 26 0 0 1 26 26v92a26 26 0 0 1-26 26h-24z" fill="${grip}"/>`;
  const screen = portal
    ? `<rect x="106" y="142" width="188" height="116" rx="12" fill="#111827"/><rect x="114" y="150" width="172" height="100" rx="4" fill="url(#w)"/>`
    : `<rect x="122" y="142" width="156" height="144" rx="6" fill="#111827"/><rect x="132" y="158" width="136" height="112" rx="3" fill="url(#w)"/>`;
  const lx = portal ? 84 : 97;
  const rx = portal ? 316 : 303;
  return {
    defs: grad("w", "#38BDF8", "#A78BFA"),
    body:
      left +
      right +
      screen +
      `<circle cx="${lx}" cy="186" r="12" fill="#1F2937"/><circle cx="${rx}" cy="232" r="12" fill="#1F2937"/>` +
      `<circle cx="${rx}" cy="174" r="5" fill="#374151"/><circle cx="${rx - 12}" cy="186" r="5" fill="#374151"/>` +
      `<circle cx="${rx + 12}" cy="186" r="5" fill="#374151"/><circle cx="${rx}" cy="198" r="5" fill="#374151"/>` +
      `<path d="M${lx - 10} 236h20M${lx} 226v20" stroke="#374151" stroke-width="7" stroke-linecap="round"/>`,
  };
}

function controller(body: string) {
  return {
    defs: "",
    body:
      `<path d="M118 150q82-20 164 0 46 12 54 86 6 62-26 70-26 6-44-34l-14-28H148l-14 28q-18 40-44 34-32-8-26-70 8-74 54-86z" fill="${body}"/>` +
      `<path d="M118 150q82-20 164 0 46 12 54 86 6 62-26 70-26 6-44-34l-14-28H148l-14 28q-18 40-44 34-32-8-26-70 8-74 54-86z" fill="none" stroke="#CBD5E1" stroke-width="2"/>` +
      `<rect x="160" y="150" width="80" height="52" rx="10" fill="#111827"/>` +
      `<circle cx="160" cy="240" r="18" fill="#111827"/><circle cx="240" cy="240" r="18" fill="#111827"/>` +
      `<path d="M106 206h28M120 192v28" stroke="#94A3B8" stroke-width="9" stroke-linecap="round"/>` +
      `<circle cx="282" cy="192" r="6" fill="#94A3B8"/><circle cx="268" cy="206" r="6" fill="#94A3B8"/>` +
      `<circle cx="296" cy="206" r="6" fill="#94A3B8"/><circle cx="282" cy="220" r="6" fill="#94A3B8"/>` +
      `<path d="M152 206q48 14 96 0" fill="none" stroke="#60A5FA" stroke-width="3"/>`,
  };
}

function mouse(body: string) {
  return {
    defs: grad("m", "#374151", body, true),
    body:
      `<path d="M200 70c-46 0-62 44-62 104v58c0 60 28 100 62 100s62-40 62-100v-58c0-60-16-104-62-104z" fill="url(#m)"/>` +
      `<path d="M200 72v92M140 164h120" stroke="#000" stroke-opacity=".35" stroke-width="3"/>` +
      `<rect x="193" y="100" width="14" height="34" rx="7" fill="#6B7280"/>` +
      `<path d="M172 300q28 14 56 0" fill="none" stroke="#fff" stroke-opacity=".15" stroke-width="4"/>`,
  };
}

function camera(bodyColor: string, grip: string) {
  return {
    defs: `<radialGradient id="l" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#60A5FA"/><stop offset=".5" stop-color="#1E293B"/><stop offset="1" stop-color="#020617"/></radialGradient>`,
    body:
      `<path d="M158 128l14-26h56l14 26z" fill="${bodyColor}"/>` +
      `<rect x="70" y="126" width="260" height="160" rx="20" fill="${bodyColor}"/>` +
      `<rect x="70" y="126" width="64" height="160" rx="20" fill="${grip}"/>` +
      `<rect x="92" y="112" width="30" height="14" rx="4" fill="${grip}"/>` +
      `<circle cx="214" cy="210" r="70" fill="#111827"/><circle cx="214" cy="210" r="56" fill="#1F2937"/>` +
      `<circle cx="214" cy="210" r="42" fill="url(#l)"/><circle cx="198" cy="194" r="10" fill="#fff" opacity=".35"/>` +
      `<circle cx="300" cy="146" r="6" fill="#F43F5E"/>`,
  };
}

function actionCam() {
  return {
    defs: `<radialGradient id="l" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#60A5FA"/><stop offset="1" stop-color="#020617"/></radialGradient>`,
    body:
      `<rect x="118" y="118" width="164" height="164" rx="22" fill="#1F2937"/>` +
      `<rect x="118" y="118" width="164" height="24" rx="12" fill="#111827"/>` +
      `<rect x="134" y="152" width="78" height="78" rx="14" fill="#0B0F19"/>` +
      `<circle cx="173" cy="191" r="28" fill="url(#l)"/><circle cx="164" cy="182" r="7" fill="#fff" opacity=".35"/>` +
      `<rect x="222" y="158" width="48" height="48" rx="6" fill="#38BDF8" opacity=".7"/>` +
      `<path d="M134 256h132" stroke="#374151" stroke-width="6" stroke-dasharray="2 8" stroke-linecap="round"/>` +
      `<rect x="236" y="108" width="30" height="10" rx="4" fill="#EF4444"/>`,
  };
}

function gimbal() {
  return {
    defs: `<radialGradient id="l" cx=".4" cy=".35" r=".7"><stop offset="0" stop-color="#60A5FA"/><stop offset="1" stop-color="#020617"/></radialGradient>`,
    body:
      `<rect x="174" y="150" width="52" height="196" rx="24" fill="#374151"/>` +
      `<rect x="182" y="166" width="36" height="56" rx="6" fill="url(#l)" opacity=".9"/>` +
      `<circle cx="200" cy="250" r="9" fill="#1F2937"/><circle cx="200" cy="282" r="5" fill="#EF4444"/>` +
      `<path d="M226 150v-36h-10" fill="none" stroke="#4B5563" stroke-width="10" stroke-linecap="round"/>` +
      `<rect x="160" y="62" width="64" height="70" rx="24" fill="#4B5563"/>` +
      `<circle cx="192" cy="97" r="22" fill="#111827"/><circle cx="192" cy="97" r="14" fill="url(#l)"/>`,
  };
}

function drone() {
  const rotor = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="50" fill="#fff" opacity=".45"/><circle cx="${x}" cy="${y}" r="50" fill="none" stroke="#94A3B8" stroke-width="2"/>` +
    `<path d="M${x - 44} ${y - 6}l88 12" stroke="#64748B" stroke-width="6" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="9" fill="#475569"/>`;
  return {
    defs: "",
    body:
      `<path d="M120 120L280 280M280 120L120 280" stroke="#6B7280" stroke-width="16" stroke-linecap="round"/>` +
      rotor(108, 108) +
      rotor(292, 108) +
      rotor(108, 292) +
      rotor(292, 292) +
      `<rect x="162" y="150" width="76" height="100" rx="26" fill="#9CA3AF"/>` +
      `<rect x="176" y="134" width="48" height="30" rx="12" fill="#374151"/><circle cx="200" cy="146" r="9" fill="#0EA5E9"/>`,
  };
}

function washerFront(body: string, panel: string) {
  return {
    defs: grad("g", "#BFDBFE", "#60A5FA", true),
    body:
      `<rect x="98" y="52" width="204" height="292" rx="16" fill="${body}"/>` +
      `<rect x="98" y="52" width="204" height="52" rx="16" fill="${panel}"/>` +
      `<rect x="112" y="66" width="44" height="20" rx="6" fill="#E2E8F0"/>` +
      `<rect x="210" y="68" width="46" height="16" rx="4" fill="#0F172A"/><circle cx="280" cy="76" r="13" fill="#CBD5E1"/>` +
      `<circle cx="200" cy="220" r="82" fill="#CBD5E1"/><circle cx="200" cy="220" r="68" fill="#475569"/>` +
      `<circle cx="200" cy="220" r="58" fill="url(#g)"/>` +
      `<path d="M142 232q30-18 58 0t58 0v8a58 58 0 0 1-116 0z" fill="#fff" opacity=".5"/>` +
      `<path d="M170 180a40 40 0 0 1 22-12" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".8"/>`,
  };
}

function washerTop(body: string) {
  return {
    defs: grad("g", "#CBD5E1", "#64748B", true),
    body:
      `<rect x="118" y="50" width="164" height="38" rx="8" fill="#6B7280"/>` +
      `<rect x="180" y="61" width="56" height="15" rx="4" fill="#0F172A"/><rect x="186" y="66" width="20" height="5" rx="2" fill="#38BDF8"/>` +
      `<circle cx="146" cy="69" r="10" fill="#D1D5DB"/><circle cx="256" cy="69" r="6" fill="#D1D5DB"/>` +
      `<path d="M100 120l18-34h164l18 34z" fill="#C4CAD3"/>` +
      `<ellipse cx="200" cy="103" rx="60" ry="10" fill="url(#g)"/>` +
      `<rect x="100" y="116" width="200" height="226" rx="12" fill="${body}"/>` +
      `<rect x="100" y="116" width="200" height="226" rx="12" fill="#fff" opacity=".12"/>` +
      `<rect x="116" y="320" width="168" height="6" rx="3" fill="#000" opacity=".1"/>`,
  };
}

function fridgeSide(metal: string, shade: string) {
  return {
    defs: grad("m", metal, shade),
    body:
      `<rect x="104" y="36" width="192" height="318" rx="14" fill="url(#m)"/>` +
      `<path d="M200 36v318" stroke="#64748B" stroke-width="3"/>` +
      `<rect x="184" y="120" width="7" height="110" rx="3.5" fill="#475569"/><rect x="209" y="120" width="7" height="110" rx="3.5" fill="#475569"/>` +
      `<rect x="128" y="98" width="46" height="66" rx="8" fill="#334155"/><rect x="136" y="106" width="30" height="12" rx="3" fill="#38BDF8" opacity=".7"/>` +
      `<rect x="104" y="344" width="192" height="10" rx="4" fill="#334155"/>`,
  };
}

function fridgeTop(metal: string, shade: string) {
  return {
    defs: grad("m", metal, shade),
    body:
      `<rect x="118" y="36" width="164" height="318" rx="14" fill="url(#m)"/>` +
      `<path d="M118 132h164" stroke="#64748B" stroke-width="3"/>` +
      `<rect x="256" y="70" width="8" height="46" rx="4" fill="#64748B"/><rect x="256" y="150" width="8" height="80" rx="4" fill="#64748B"/>` +
      `<rect x="118" y="344" width="164" height="10" rx="4" fill="#475569"/>`,
  };
}

function acSplit() {
  return {
    defs: grad("b", "#FFFFFF", "#E5E7EB", true),
    body:
      `<rect x="44" y="118" width="312" height="100" rx="32" fill="url(#b)"/>` +
      `<rect x="44" y="118" width="312" height="100" rx="32" fill="none" stroke="#CBD5E1" stroke-width="2"/>` +
      `<rect x="70" y="190" width="260" height="16" rx="8" fill="#CBD5E1"/>` +
      `<circle cx="316" cy="150" r="5" fill="#38BDF8"/><rect x="282" y="146" width="22" height="8" rx="4" fill="#E2E8F0"/>` +
      `<path d="M110 248q14 14 0 28t0 28M200 248q14 14 0 28t0 28M290 248q14 14 0 28t0 28" fill="none" stroke="#7DD3FC" stroke-width="7" stroke-linecap="round"/>`,
  };
}

function acWindow() {
  return {
    defs: "",
    body:
      `<rect x="92" y="110" width="216" height="186" rx="14" fill="#F8FAFC"/>` +
      `<rect x="92" y="110" width="216" height="186" rx="14" fill="none" stroke="#CBD5E1" stroke-width="2"/>` +
      `<rect x="108" y="128" width="130" height="150" rx="8" fill="#E2E8F0"/>` +
      `<path d="M116 146h114M116 164h114M116 182h114M116 200h114M116 218h114M116 236h114M116 254h114" stroke="#94A3B8" stroke-width="5" stroke-linecap="round"/>` +
      `<circle cx="272" cy="156" r="16" fill="#CBD5E1"/><circle cx="272" cy="204" r="16" fill="#CBD5E1"/>` +
      `<rect x="256" y="240" width="32" height="20" rx="4" fill="#0F172A"/>` +
      `<path d="M100 296h200" stroke="#64748B" stroke-width="6"/>`,
  };
}

function stickVacuum(accent: string, body: string) {
  return {
    defs: "",
    body:
      `<path d="M246 160L156 318" stroke="${accent}" stroke-width="14" stroke-linecap="round"/>` +
      `<path d="M96 332h106" stroke="#111827" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="M84 346h128" stroke="#22C55E" stroke-width="4" stroke-linecap="round" opacity=".85"/>` +
      `<path d="M286 70q32 0 32 40t-36 48" fill="none" stroke="${body}" stroke-width="14" stroke-linecap="round"/>` +
      `<rect x="214" y="66" width="64" height="110" rx="18" fill="${body}"/>` +
      `<rect x="224" y="96" width="44" height="72" rx="12" fill="#E0F2FE" opacity=".8"/>` +
      `<rect x="236" y="52" width="20" height="24" rx="6" fill="${accent}"/>`,
  };
}

function robotVacuum() {
  return {
    defs: grad("b", "#FFFFFF", "#E5E7EB", true),
    body:
      `<circle cx="200" cy="206" r="130" fill="url(#b)"/><circle cx="200" cy="206" r="130" fill="none" stroke="#CBD5E1" stroke-width="3"/>` +
      `<path d="M92 136a130 130 0 0 1 216 0" fill="none" stroke="#94A3B8" stroke-width="10" stroke-linecap="round"/>` +
      `<circle cx="200" cy="150" r="34" fill="#E5E7EB"/><circle cx="200" cy="150" r="26" fill="#CBD5E1"/>` +
      `<circle cx="176" cy="236" r="10" fill="#94A3B8"/><circle cx="224" cy="236" r="10" fill="#94A3B8"/>` +
      `<circle cx="200" cy="236" r="6" fill="#22C55E"/>`,
  };
}

function canisterVacuum(body: string) {
  return {
    defs: "",
    body:
      `<path d="M156 254q-60-10-44-90t86-80" fill="none" stroke="#4B5563" stroke-width="12" stroke-linecap="round"/>` +
      `<path d="M198 84l28 0 60 220" fill="none" stroke="#9CA3AF" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="M258 316h76" stroke="#1F2937" stroke-width="18" stroke-linecap="round"/>` +
      `<rect x="86" y="222" width="170" height="104" rx="48" fill="${body}"/>` +
      `<rect x="112" y="238" width="70" height="40" rx="18" fill="#fff" opacity=".3"/>` +
      `<circle cx="116" cy="326" r="16" fill="#1F2937"/><circle cx="226" cy="326" r="16" fill="#1F2937"/>`,
  };
}

function espresso(metal: string, shade: string, hopper: boolean) {
  return {
    defs: grad("m", metal, shade),
    body:
      (hopper
        ? `<path d="M130 40h64l-6 46h-52z" fill="#92400E" opacity=".55"/><rect x="128" y="34" width="68" height="10" rx="5" fill="#1F2937"/>`
        : "") +
      `<rect x="104" y="84" width="196" height="250" rx="16" fill="url(#m)"/>` +
      `<circle cx="250" cy="124" r="20" fill="#F8FAFC"/><circle cx="250" cy="124" r="16" fill="none" stroke="#334155" stroke-width="3"/>` +
      `<path d="M250 124l8-8" stroke="#EF4444" stroke-width="3"/>` +
      `<rect x="156" y="160" width="76" height="26" rx="8" fill="#334155"/>` +
      `<rect x="228" y="166" width="76" height="14" rx="7" fill="#111827"/>` +
      `<path d="M286 188v76" stroke="#64748B" stroke-width="6" stroke-linecap="round"/>` +
      `<rect x="116" y="300" width="172" height="22" rx="6" fill="#334155"/>` +
      `<path d="M170 252h44v30a10 10 0 0 1-10 10h-24a10 10 0 0 1-10-10z" fill="#FFFFFF"/>` +
      `<path d="M214 260q14 0 14 10t-14 10" fill="none" stroke="#FFFFFF" stroke-width="5"/>` +
      `<path d="M186 196v40M198 196v40" stroke="#7C2D12" stroke-width="4" opacity=".7"/>`,
  };
}

function capsuleMachine(body: string, head: string) {
  return {
    defs: "",
    body:
      `<rect x="252" y="130" width="40" height="196" rx="14" fill="#BAE6FD" opacity=".7"/>` +
      `<rect x="130" y="120" width="134" height="214" rx="34" fill="${body}"/>` +
      `<circle cx="197" cy="118" r="64" fill="${head}"/><circle cx="197" cy="118" r="44" fill="#000" opacity=".12"/>` +
      `<rect x="186" y="178" width="22" height="14" rx="4" fill="#111827"/>` +
      `<path d="M170 250h54v44a12 12 0 0 1-12 12h-30a12 12 0 0 1-12-12z" fill="#FFFFFF"/>` +
      `<path d="M224 262q16 0 16 12t-16 12" fill="none" stroke="#FFFFFF" stroke-width="5"/>` +
      `<rect x="140" y="310" width="114" height="16" rx="6" fill="#1F2937"/>`,
  };
}

function airFryer(body: string, drawer: string, dual: boolean) {
  const drawers = dual
    ? `<rect x="82" y="182" width="114" height="144" rx="18" fill="${drawer}"/><rect x="204" y="182" width="114" height="144" rx="18" fill="${drawer}"/>` +
      `<rect x="110" y="240" width="58" height="20" rx="10" fill="#111827"/><rect x="232" y="240" width="58" height="20" rx="10" fill="#111827"/>`
    : `<rect x="120" y="182" width="160" height="144" rx="24" fill="${drawer}"/><rect x="164" y="240" width="72" height="22" rx="11" fill="#111827"/>`;
  const x = dual ? 68 : 104;
  const w = dual ? 264 : 192;
  return {
    defs: "",
    body:
      `<rect x="${x}" y="80" width="${w}" height="258" rx="${dual ? 28 : 48}" fill="${body}"/>` +
      `<rect x="150" y="104" width="100" height="48" rx="12" fill="#0F172A"/>` +
      `<circle cx="176" cy="128" r="8" fill="#F97316"/><rect x="192" y="122" width="42" height="12" rx="6" fill="#38BDF8" opacity=".8"/>` +
      drawers,
  };
}

function standMixer(body: string) {
  return {
    defs: grad("m", "#F1F5F9", "#94A3B8"),
    body:
      `<rect x="112" y="300" width="200" height="36" rx="12" fill="${body}"/>` +
      `<rect x="250" y="128" width="56" height="180" rx="20" fill="${body}"/>` +
      `<rect x="104" y="92" width="208" height="76" rx="38" fill="${body}"/>` +
      `<rect x="104" y="92" width="208" height="76" rx="38" fill="#fff" opacity=".12"/>` +
      `<path d="M178 168v70" stroke="#64748B" stroke-width="8" stroke-linecap="round"/>` +
      `<path d="M120 222h136l-10 62q-4 18-24 18h-68q-20 0-24-18z" fill="url(#m)"/>` +
      `<circle cx="286" cy="128" r="8" fill="#334155"/>`,
  };
}

function perfume(liquidA: string, liquidB: string, cap: string, wide: boolean) {
  const w = wide ? 170 : 128;
  const x = 200 - w / 2;
  return {
    defs: grad("p", liquidA, liquidB, true),
    body:
      `<rect x="168" y="62" width="64" height="64" rx="${wide ? 6 : 12}" fill="${cap}"/>` +
      `<rect x="184" y="122" width="32" height="24" fill="#CBD5E1"/>` +
      `<rect x="${x}" y="142" width="${w}" height="198" rx="${wide ? 14 : 24}" fill="#F8FAFC" opacity=".55"/>` +
      `<rect x="${x + 8}" y="150" width="${w - 16}" height="182" rx="${wide ? 10 : 18}" fill="url(#p)"/>` +
      `<rect x="${x + 18}" y="162" width="14" height="150" rx="7" fill="#fff" opacity=".3"/>` +
      `<rect x="${x}" y="142" width="${w}" height="198" rx="${wide ? 14 : 24}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>`,
  };
}

function hairDryer(body: string, accent: string) {
  return {
    defs: "",
    body:
      `<rect x="178" y="176" width="44" height="160" rx="22" fill="${body}"/>` +
      `<rect x="178" y="300" width="44" height="36" rx="18" fill="#94A3B8"/>` +
      `<path d="M186 310h28M186 320h28" stroke="#64748B" stroke-width="3"/>` +
      `<circle cx="200" cy="132" r="64" fill="${body}"/><circle cx="200" cy="132" r="34" fill="#fff" opacity=".85"/>` +
      `<circle cx="200" cy="132" r="64" fill="none" stroke="${accent}" stroke-width="8"/>` +
      `<rect x="194" y="206" width="12" height="26" rx="6" fill="${accent}"/>`,
  };
}

function shaver() {
  return {
    defs: grad("h", "#E5E7EB", "#9CA3AF"),
    body:
      `<rect x="142" y="64" width="116" height="70" rx="22" fill="url(#h)"/>` +
      `<path d="M160 84h80M160 98h80M160 112h80" stroke="#6B7280" stroke-width="4" stroke-linecap="round"/>` +
      `<path d="M162 134h76l-12 30h-52z" fill="#4B5563"/>` +
      `<rect x="160" y="158" width="80" height="184" rx="36" fill="#111827"/>` +
      `<circle cx="200" cy="214" r="14" fill="#374151"/><circle cx="200" cy="214" r="5" fill="#38BDF8"/>` +
      `<rect x="192" y="260" width="16" height="40" rx="8" fill="#374151"/>`,
  };
}

function toothbrush(body: string) {
  return {
    defs: "",
    body:
      `<ellipse cx="200" cy="342" rx="56" ry="12" fill="#E5E7EB"/>` +
      `<rect x="178" y="150" width="44" height="190" rx="22" fill="${body}"/>` +
      `<path d="M186 152l6-70h16l6 70z" fill="#F8FAFC"/>` +
      `<rect x="186" y="42" width="28" height="50" rx="12" fill="#F8FAFC"/>` +
      `<path d="M192 52v30M200 50v34M208 52v30" stroke="#38BDF8" stroke-width="4" stroke-linecap="round"/>` +
      `<circle cx="200" cy="200" r="11" fill="#F8FAFC"/><circle cx="200" cy="232" r="4" fill="#F8FAFC" opacity=".8"/>`,
  };
}

type Drawing = { defs: string; body: string };

const PRODUCTS: Record<string, [Palette, Drawing]> = {
  "phone-desert": [BG.sand, phone("#C8B39A", "#F5D0A9", "#B45309")],
  "phone-natural": [BG.grey, phone("#A8A29E", "#94A3B8", "#334155")],
  "phone-black": [BG.blue, phone("#1F2937", "#6366F1", "#0EA5E9")],
  "phone-graphite": [BG.grey, phone("#374151", "#F59E0B", "#7C3AED")],
  "phone-black-green": [BG.mint, phone("#111827", "#34D399", "#065F46")],
  "phone-black-orange": [BG.peach, phone("#1F2937", "#FB923C", "#BE123C")],
  "phone-blue": [BG.blue, phone("#8EA3BE", "#93C5FD", "#1D4ED8")],
  "phone-navy": [BG.blue, phone("#1E3A5F", "#38BDF8", "#1E3A8A")],
  "phone-purple": [BG.lilac, phone("#312E81", "#C4B5FD", "#6D28D9")],
  "phone-flip-silver": [BG.grey, flipPhone("#CBD5E1", "#A5B4FC", "#F0ABFC")],
  "tablet-grey": [BG.grey, tablet("#4B5563", "#818CF8", "#22D3EE")],
  "tablet-blue": [BG.blue, tablet("#7DA3D6", "#BFDBFE", "#2563EB")],
  "watch-black": [BG.grey, squareWatch("#1F2937", "#111827")],
  "watch-ultra": [BG.peach, squareWatch("#CFC6B8", "#F97316", true)],
  "watch-round-green": [BG.mint, roundWatch("#3F6152", "#4D7C6A", "#0B1410")],
  "watch-round-brown": [BG.sand, roundWatch("#6B7280", "#7C4A2D", "#111827")],
  "watch-round-black": [BG.blue, roundWatch("#111827", "#1F2937", "#0F172A")],
  "band-black": [BG.lilac, band("#1F2937", "#F472B6", "#6366F1")],
  "laptop-midnight": [BG.blue, laptop("#1E293B", "#334155", "#1D4ED8", "#A855F7")],
  "laptop-black": [BG.grey, laptop("#111827", "#1F2937", "#F97316", "#7C3AED")],
  "laptop-silver": [BG.grey, laptop("#CBD5E1", "#94A3B8", "#0EA5E9", "#6366F1")],
  "laptop-grey": [BG.blue, laptop("#4B5563", "#374151", "#14B8A6", "#0EA5E9")],
  "laptop-gaming": [BG.lilac, laptop("#111827", "#1F2937", "#EF4444", "#7C3AED", "#F43F5E")],
  "monitor-curved": [BG.lilac, monitor("#111827", "#7C3AED", "#F43F5E", true)],
  "monitor-black": [BG.grey, monitor("#1F2937", "#F59E0B", "#DC2626")],
  "monitor-silver": [BG.blue, monitor("#6B7280", "#22D3EE", "#2563EB")],
  "tv-blue": [BG.blue, tv("#60A5FA", "#1E3A8A", "#1E40AF")],
  "tv-sunset": [BG.peach, tv("#FDBA74", "#BE185D", "#7C2D12")],
  "tv-dark": [BG.grey, tv("#0F172A", "#4C1D95", "#020617")],
  "headphones-black": [BG.grey, headphones("#1F2937", "#4B5563")],
  "headphones-sand": [BG.sand, headphones("#3F3A36", "#A8A29E")],
  "earbuds-white": [BG.blue, earbuds("#FFFFFF", "#1F2937")],
  "earbuds-silver": [BG.grey, earbuds("#D1D5DB", "#6B7280")],
  "speaker-blue": [BG.blue, speaker("#2563EB", "#1E3A8A")],
  "speaker-black": [BG.grey, speaker("#1F2937", "#111827")],
  "party-speaker-black": [BG.lilac, partySpeaker("#111827", "#22D3EE", "#E879F9")],
  "soundbar-black": [BG.grey, soundbar()],
  "console-white": [BG.blue, ps5Console()],
  "console-black": [BG.mint, xboxConsole()],
  "handheld-white": [BG.rose, handheld("#F1F5F9")],
  "handheld-portal": [BG.blue, handheld("#F8FAFC", true)],
  "controller-white": [BG.blue, controller("#F8FAFC")],
  "mouse-black": [BG.lilac, mouse("#111827")],
  "camera-black": [BG.grey, camera("#1F2937", "#111827")],
  "camera-white": [BG.sand, camera("#F5F5F4", "#D6D3D1")],
  "action-cam-black": [BG.blue, actionCam()],
  "gimbal-grey": [BG.grey, gimbal()],
  "drone-grey": [BG.sand, drone()],
  "washer-front-white": [BG.blue, washerFront("#F8FAFC", "#E2E8F0")],
  "washer-front-silver": [BG.grey, washerFront("#D1D5DB", "#9CA3AF")],
  "washer-top-grey": [BG.grey, washerTop("#9CA3AF")],
  "fridge-side-silver": [BG.blue, fridgeSide("#E5E7EB", "#94A3B8")],
  "fridge-top-silver": [BG.grey, fridgeTop("#E5E7EB", "#A1A1AA")],
  "fridge-top-white": [BG.mint, fridgeTop("#FFFFFF", "#E2E8F0")],
  "ac-split-white": [BG.blue, acSplit()],
  "ac-window-white": [BG.sand, acWindow()],
  "vacuum-stick-gold": [BG.lilac, stickVacuum("#D4A017", "#7C3AED")],
  "robot-vacuum-white": [BG.mint, robotVacuum()],
  "vacuum-canister-blue": [BG.blue, canisterVacuum("#2563EB")],
  "coffee-espresso-silver": [BG.sand, espresso("#E5E7EB", "#9CA3AF", false)],
  "coffee-espresso-steel": [BG.peach, espresso("#D1D5DB", "#6B7280", true)],
  "coffee-capsule-grey": [BG.sand, capsuleMachine("#6B7280", "#4B5563")],
  "airfryer-black": [BG.peach, airFryer("#1F2937", "#374151", true)],
  "airfryer-grey": [BG.grey, airFryer("#374151", "#4B5563", false)],
  "mixer-silver": [BG.rose, standMixer("#CBD5E1")],
  "perfume-blue": [BG.blue, perfume("#1E3A8A", "#0B1120", "#111827", true)],
  "perfume-pink": [BG.rose, perfume("#FBCFE8", "#EC4899", "#1F2937", false)],
  "perfume-amber": [BG.sand, perfume("#F59E0B", "#92400E", "#B45309", false)],
  "perfume-gold": [BG.peach, perfume("#FDE68A", "#D97706", "#111827", true)],
  "hairdryer-copper": [BG.rose, hairDryer("#6B7280", "#C2410C")],
  "shaver-black": [BG.grey, shaver()],
  "toothbrush-grey": [BG.blue, toothbrush("#9CA3AF")],
};

// --- Hero slides (1600x600) ------------------------------------------------------------------

const slide = (defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>`;

function priceTag(x: number, y: number, w: number, color: string) {
  return (
    `<g transform="translate(${x} ${y})"><path d="M0 0h${w}l28 28-28 28H0z" fill="${color}"/>` +
    `<circle cx="${w + 6}" cy="28" r="6" fill="#0F172A" opacity=".35"/>` +
    `<rect x="18" y="20" width="${w * 0.55}" height="16" rx="8" fill="#fff" opacity=".85"/></g>`
  );
}

const SLIDES: Record<string, string> = {
  "compare-stores.svg": slide(
    grad("bg", "#0F766E", "#1E3A8A") + grad("fade", "#0F766E", "#0F766E00"),
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
      `<circle cx="1240" cy="120" r="260" fill="#fff" opacity=".05"/><circle cx="380" cy="560" r="300" fill="#fff" opacity=".04"/>` +
      [0, 1, 2, 3]
        .map((i) => {
          const x = 860 + i * 170;
          const h = [300, 250, 340, 280][i]!;
          const awning = ["#F59E0B", "#F43F5E", "#22D3EE", "#A3E635"][i]!;
          return (
            `<rect x="${x}" y="${520 - h}" width="140" height="${h}" rx="10" fill="#F8FAFC" opacity=".92"/>` +
            `<path d="M${x - 6} ${520 - h}h152l-10 40H${x + 4}z" fill="${awning}"/>` +
            `<rect x="${x + 22}" y="${600 - h}" width="96" height="60" rx="6" fill="#BAE6FD"/>` +
            `<rect x="${x + 46}" y="${440}" width="48" height="80" rx="4" fill="#334155"/>`
          );
        })
        .join("") +
      priceTag(900, 150, 110, "#FDE047") +
      priceTag(1240, 96, 90, "#FDE047") +
      priceTag(1080, 70, 130, "#86EFAC") +
      `<rect x="0" y="520" width="1600" height="80" fill="#0B1120" opacity=".35"/>`,
  ),
  "price-alerts.svg": slide(
    grad("bg", "#4C1D95", "#0F172A") + grad("area", "#A78BFA", "#A78BFA00", true),
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
      `<path d="M760 470V130M760 470h720" stroke="#fff" stroke-opacity=".15" stroke-width="3"/>` +
      `<path d="M760 400h720M760 330h720M760 260h720M760 190h720" stroke="#fff" stroke-opacity=".06" stroke-width="2"/>` +
      `<path d="M760 200L840 210 900 190 960 240 1020 230 1080 300 1140 290 1200 380 1260 360 1320 420 1400 405 1480 410V470H760Z" fill="url(#area)" opacity=".35"/>` +
      `<path d="M760 200L840 210 900 190 960 240 1020 230 1080 300 1140 290 1200 380 1260 360 1320 420 1400 405 1480 410" fill="none" stroke="#C4B5FD" stroke-width="8" stroke-linejoin="round" stroke-linecap="round"/>` +
      `<circle cx="1320" cy="420" r="16" fill="#34D399"/><circle cx="1320" cy="420" r="30" fill="#34D399" opacity=".25"/>` +
      `<g transform="translate(1380 120)"><path d="M50 0c-30 0-48 22-48 52v34L-10 106h120L98 86V52C98 22 80 0 50 0z" fill="#FDE047"/>` +
      `<circle cx="50" cy="118" r="14" fill="#FDE047"/><path d="M118 20q18 20 0 44M132 6q30 34 0 72" fill="none" stroke="#FDE047" stroke-width="6" stroke-linecap="round" opacity=".7"/></g>` +
      `<circle cx="240" cy="90" r="220" fill="#fff" opacity=".04"/>`,
  ),
  "side-by-side.svg": slide(
    grad("bg", "#9A3412", "#1E293B"),
    `<rect width="1600" height="600" fill="url(#bg)"/>` +
      `<circle cx="1180" cy="300" r="290" fill="#fff" opacity=".05"/>` +
      [0, 1]
        .map((i) => {
          const x = 860 + i * 330;
          const rows = [0, 1, 2, 3]
            .map(
              (r) =>
                `<rect x="${x + 40}" y="${330 + r * 42}" width="${[150, 110, 170, 130][(r + i) % 4]}" height="14" rx="7" fill="#CBD5E1"/>` +
                `<circle cx="${x + 240}" cy="${337 + r * 42}" r="11" fill="${(r + i) % 3 === 0 ? "#F87171" : "#34D399"}"/>`,
            )
            .join("");
          return (
            `<rect x="${x}" y="80" width="290" height="460" rx="24" fill="#F8FAFC"/>` +
            `<rect x="${x + 40}" y="110" width="210" height="180" rx="16" fill="${i ? "#FED7AA" : "#BFDBFE"}"/>` +
            (i
              ? `<rect x="${x + 70}" y="150" width="150" height="96" rx="6" fill="#1F2937"/><rect x="${x + 110}" y="246" width="70" height="10" rx="5" fill="#1F2937"/>`
              : `<rect x="${x + 112}" y="124" width="66" height="152" rx="14" fill="#1F2937"/><rect x="${x + 118}" y="132" width="54" height="136" rx="9" fill="#60A5FA"/>`) +
            rows
          );
        })
        .join("") +
      `<circle cx="1165" cy="310" r="40" fill="#F97316"/><path d="M1145 296h40l-12-12M1185 324h-40l12 12" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
  ),
};

// --- Review-site logos (120x120) --------------------------------------------------------------

const logo = (bg: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img">` +
  `<clipPath id="c"><rect width="120" height="120" rx="26"/></clipPath>` +
  `<g clip-path="url(#c)"><rect width="120" height="120" fill="${bg}"/>${body}</g></svg>`;

const LOGOS: Record<string, string> = {
  // A majlis arch with a signal wave.
  "tech-majlis.svg": logo(
    "#0F766E",
    `<path d="M30 92V60a30 30 0 0 1 60 0v32" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>` +
      `<path d="M46 92V64a14 14 0 0 1 28 0v28" fill="none" stroke="#5EEAD4" stroke-width="7" stroke-linecap="round"/>` +
      `<circle cx="60" cy="30" r="6" fill="#FDE047"/>`,
  ),
  // A globe.
  "aalam-altiqnia.svg": logo(
    "#1D4ED8",
    `<circle cx="60" cy="60" r="32" fill="none" stroke="#fff" stroke-width="7"/>` +
      `<ellipse cx="60" cy="60" rx="13" ry="32" fill="none" stroke="#93C5FD" stroke-width="5"/>` +
      `<path d="M30 48h60M30 72h60" stroke="#93C5FD" stroke-width="5"/>`,
  ),
  // A shopping bag with a star.
  "gadget-souq-review.svg": logo(
    "#EA580C",
    `<path d="M32 46h56l-5 44H37z" fill="#fff"/><path d="M46 46v-6a14 14 0 0 1 28 0v6" fill="none" stroke="#fff" stroke-width="6"/>` +
      `<path d="M60 56l5 10 11 2-8 8 2 11-10-5-10 5 2-11-8-8 11-2z" fill="#EA580C"/>`,
  ),
  // A house with a plug.
  "daleel-alajhiza.svg": logo(
    "#15803D",
    `<path d="M26 58L60 28l34 30v36H26z" fill="#fff"/>` +
      `<rect x="50" y="62" width="20" height="18" rx="4" fill="#15803D"/><path d="M54 56v6M66 56v6M60 80v10" stroke="#15803D" stroke-width="4" stroke-linecap="round"/>`,
  ),
  // Stacked up-chevrons.
  "level-up-arabia.svg": logo(
    "#6D28D9",
    `<path d="M32 84l28-24 28 24M32 62l28-24 28 24" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<circle cx="60" cy="96" r="5" fill="#F0ABFC"/>`,
  ),
  // A lens aperture over dunes.
  "lens-and-dunes.svg": logo(
    "#B45309",
    `<path d="M0 92q30-22 60-6t60-4v38H0z" fill="#FCD34D"/>` +
      `<circle cx="60" cy="50" r="26" fill="none" stroke="#fff" stroke-width="7"/><circle cx="60" cy="50" r="10" fill="#fff"/>`,
  ),
  // A rising wisp of oud smoke.
  "oud-and-notes.svg": logo(
    "#3F2A1E",
    `<path d="M60 96c-16 0-24-12-18-26s20-16 16-32c10 8 22 22 18 38-2 12-8 20-16 20z" fill="#D4A017"/>` +
      `<path d="M58 30c6-8 2-14 8-20" fill="none" stroke="#F5DEB3" stroke-width="4" stroke-linecap="round"/>`,
  ),
};

// --- Write -----------------------------------------------------------------------------------

function write(dir: string, name: string, content: string) {
  fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  fs.writeFileSync(path.join(OUT, dir, name), `${content}\n`);
}

for (const [name, [palette, drawing]] of Object.entries(PRODUCTS)) {
  const content = svg(palette, drawing.defs, drawing.body);
  if (content.length >= 4096) throw new Error(`${name}.svg is ${content.length} bytes; keep it under 4 KB`);
  write("products", `${name}.svg`, content);
}
for (const [name, content] of Object.entries(SLIDES)) write("slides", name, content);
for (const [name, content] of Object.entries(LOGOS)) write("logos", name, content);

console.log(
  `Wrote ${Object.keys(PRODUCTS).length} product images, ${Object.keys(SLIDES).length} slides and ${Object.keys(LOGOS).length} logos to ${OUT}`,
);
