// Product illustrations for the demo catalogue (DESIGN.md "Pictures for the demo world"): each
// product's picture is drawn from its category and the ingredients its Russian description names —
// a pizza from above with its toppings, rolls on a slate, a wok box, a wrap, a
// burger, a glass, a dessert, a bowl. Deterministic: the same product always gives the same SVG, and
// two products differ (ingredients, and a layout seeded by the product's alias). Only numbers,
// colours from the tables below and the escaped product name reach the markup — no script, no links.
import { createHash } from 'node:crypto';
import { emojiIcon, PICTURE_SIZES, type PictureSize } from './emoji';

export type DishKind =
  | 'pizza'
  | 'rolls'
  | 'baked-rolls'
  | 'wok'
  | 'wrap'
  | 'burger'
  | 'drink'
  | 'dessert'
  | 'combo'
  | 'bowl';

/** What a product's picture is drawn from; its hash versions the picture's URL. */
export interface DishRecipe {
  kind: DishKind;
  /** Ingredient keys (INGREDIENTS), in the order the description names them, at most 6. */
  toppings: string[];
  /** The sauce or base colour (pizza sauce, drink, dessert glaze, bowl broth). */
  base: string;
  /** The brand's soft background, `#rrggbb`. */
  background: string;
  /** The emoji of the product (bowls and combos show it in the middle). */
  icon: string;
  /** Seeds the layout: the product's alias. */
  seed: string;
  /** The product's name, shown as the SVG's title (escaped). */
  title: string;
}

/** Ingredient → its colours (fill, detail) and how a piece of it looks. */
type Shape = 'disc' | 'ring' | 'strip' | 'chunk' | 'leaf' | 'crumb' | 'mushroom' | 'shrimp' | 'wedge';
const INGREDIENTS: Record<string, { pattern: RegExp; fill: string; detail: string; shape: Shape }> = {
  pepperoni: {
    pattern: /пепперони|салями|колбас|сосис|чоризо/i,
    fill: '#c2362b',
    detail: '#8f2018',
    shape: 'disc',
  },
  tomato: { pattern: /томат(?!н)|помидор|черри/i, fill: '#e5483b', detail: '#ffb3a7', shape: 'disc' },
  ham: { pattern: /ветчин|индейк/i, fill: '#f29c9c', detail: '#d97373', shape: 'chunk' },
  bacon: { pattern: /бекон/i, fill: '#b5473a', detail: '#f5c6b8', shape: 'strip' },
  chicken: { pattern: /куриц|курин|цыпл|наггет|крылыш/i, fill: '#e8b26a', detail: '#c98a3e', shape: 'chunk' },
  beef: {
    pattern: /говяд|говяж|мяс|баранин|фарш|котлет|стейк|телят/i,
    fill: '#7a3b22',
    detail: '#5a2a17',
    shape: 'chunk',
  },
  mushroom: { pattern: /шампиньон|гриб|опят/i, fill: '#e9d8bf', detail: '#a9865f', shape: 'mushroom' },
  olive: { pattern: /маслин|олив/i, fill: '#2f2a2a', detail: '#6b5f5f', shape: 'ring' },
  pepper: { pattern: /перец|перц|халапеньо|чили/i, fill: '#3f9a3a', detail: '#e0342b', shape: 'strip' },
  onion: { pattern: /(?<!зелёный )(?<!зеленый )лук/i, fill: '#b06aa6', detail: '#f3d9ef', shape: 'ring' },
  greenOnion: { pattern: /зел[её]н\w* лук/i, fill: '#5bb449', detail: '#2f7d2a', shape: 'crumb' },
  pineapple: { pattern: /ананас/i, fill: '#f7cf3c', detail: '#e0a91c', shape: 'wedge' },
  corn: { pattern: /кукуруз/i, fill: '#f6c83a', detail: '#e3a716', shape: 'crumb' },
  shrimp: { pattern: /кревет|эби/i, fill: '#f58a5b', detail: '#ffd2bd', shape: 'shrimp' },
  salmon: { pattern: /лосос|сёмг|семг|форел/i, fill: '#fa8c62', detail: '#ffd0bb', shape: 'chunk' },
  tuna: { pattern: /тунец|тунц/i, fill: '#c9414f', detail: '#e9838e', shape: 'chunk' },
  eel: { pattern: /угор|угр/i, fill: '#7b4a2a', detail: '#c98b57', shape: 'strip' },
  crab: { pattern: /краб/i, fill: '#f26d5b', detail: '#ffffff', shape: 'strip' },
  seafood: { pattern: /мидии|мидий|кальмар/i, fill: '#3a3550', detail: '#f0a064', shape: 'wedge' },
  cucumber: { pattern: /огур/i, fill: '#76bf4c', detail: '#d9f2c2', shape: 'disc' },
  avocado: { pattern: /авокадо/i, fill: '#9bc54e', detail: '#e5f0a8', shape: 'wedge' },
  greens: {
    pattern: /базилик|зелень|руккол|салат|шпинат|укроп|петрушк|капуст|айсберг/i,
    fill: '#4fa84a',
    detail: '#2c7a2b',
    shape: 'leaf',
  },
  egg: { pattern: /яйц|яичн|омлет/i, fill: '#fffaf0', detail: '#f7b928', shape: 'disc' },
  potato: { pattern: /картоф|фри/i, fill: '#f3c55a', detail: '#d69d2a', shape: 'strip' },
  cheese: {
    pattern: /чеддер|пармез|горгонз|дор блю|сырн|фет|брынз|сулугун/i,
    fill: '#ffd866',
    detail: '#f2b632',
    shape: 'wedge',
  },
  creamCheese: {
    pattern: /сливочный сыр|творож|рикотт|маскарпоне/i,
    fill: '#fffdf5',
    detail: '#efe6d0',
    shape: 'chunk',
  },
  pear: { pattern: /груш|яблок/i, fill: '#d8e27a', detail: '#b3bd4c', shape: 'wedge' },
  berry: {
    pattern: /ягод|клубник|малин|вишн|черник|клюкв|брусник/i,
    fill: '#d62f4b',
    detail: '#8d1530',
    shape: 'disc',
  },
  chocolate: { pattern: /шоколад|какао|брауни|нутелл/i, fill: '#5b3420', detail: '#8a5536', shape: 'chunk' },
  nuts: {
    pattern: /орех|фундук|миндал|кешью|фисташ|арахис/i,
    fill: '#c7955b',
    detail: '#8f6234',
    shape: 'crumb',
  },
  sesame: { pattern: /кунжут/i, fill: '#fbf1d8', detail: '#d8c59a', shape: 'crumb' },
  caviar: { pattern: /икр/i, fill: '#ff7a1a', detail: '#ffb36b', shape: 'crumb' },
  noodles: {
    pattern: /лапш|удон|соба|фунчоз|спагет|феттуч|паст/i,
    fill: '#f5d27a',
    detail: '#dcb04e',
    shape: 'strip',
  },
  rice: { pattern: /рис(?!т)/i, fill: '#fbfaf5', detail: '#e6e1d3', shape: 'crumb' },
  lemon: {
    pattern: /лимон|лайм|цитрус|апельсин|мандарин/i,
    fill: '#f9d53f',
    detail: '#fff3a6',
    shape: 'wedge',
  },
  honey: { pattern: /мёд|мед(?!иум)|карамел/i, fill: '#f0a92a', detail: '#ffd27a', shape: 'crumb' },
};

/** Sauce or liquid named by the description (or the name for drinks and desserts). */
const BASES: [RegExp, string][] = [
  [/кол[аы]|кофе|эспрессо|американо|чёрн\w* ча|шоколад|какао|брауни/i, '#6b3b22'],
  [/латте|капучин|молочн|пломбир|сливочн|ранч|чесноч|айран|йогурт|тахини|сметан|крем/i, '#f6ead3'],
  [/барбекю|терияки|унаги|соев|карамел|медов/i, '#8a4a24'],
  [/песто|зел[её]н\w* ча|шпинат|тархун|мохито/i, '#6fae3e'],
  [/горчи|сырн|чеддер/i, '#f2bc3a'],
  [/морс|клюкв|вишн|ягод|клубни|малин|гранат/i, '#c2274a'],
  [/апельсин|облепих|манго|тыкв|кисло-сладк/i, '#f28b22'],
  [/яблоч|груш|лимонад|лимон|ананас/i, '#f2d04b'],
  [/вод[аы]|минерал/i, '#cfe8f7'],
  [/ча[йя]/i, '#c7782f'],
  [/томат|остр|чили|борщ|свёкл|свекл|пицц/i, '#d8412f'],
];

const KIND_BY_GROUP: Record<string, DishKind> = {
  pizza: 'pizza',
  rolls: 'rolls',
  'baked-rolls': 'baked-rolls',
  'hot-rolls': 'baked-rolls',
  sets: 'rolls',
  wok: 'wok',
  lavash: 'wrap',
  shawarma: 'wrap',
  tacos: 'wrap',
  burgers: 'burger',
  'hot-dogs': 'burger',
  drinks: 'drink',
  desserts: 'dessert',
  combo: 'combo',
};

/** The recipe of a product's picture from its category, texts and seeded picture. */
export function dishRecipe(product: {
  alias: string;
  name: string;
  description: string;
  groupAlias: string;
  picture: { icon: string; background: string };
}): DishRecipe {
  const kind = KIND_BY_GROUP[product.groupAlias] ?? 'bowl';
  const text = `${product.name}. ${product.description}`;
  const found: [number, string][] = [];
  for (const [key, { pattern }] of Object.entries(INGREDIENTS)) {
    const at = text.search(pattern);
    if (at >= 0) found.push([at, key]);
  }
  found.sort((a, b) => a[0] - b[0]);
  // Drinks and desserts take their colour from the name first ("Кола", "Чизкейк малиновый").
  const baseText =
    kind === 'drink' || kind === 'dessert' ? `${product.name}. ${product.description}` : product.description;
  // The sauce or liquid named first ("Томатный соус, …, ананасы" is a tomato-based pizza).
  let base = kind === 'pizza' ? '#d8412f' : '#f3d7a6';
  let first = Number.POSITIVE_INFINITY;
  for (const [pattern, colour] of BASES) {
    const at = baseText.search(pattern);
    if (at >= 0 && at < first) {
      first = at;
      base = colour;
    }
  }
  return {
    kind,
    toppings: found.map(([, key]) => key).slice(0, 6),
    base,
    background: /^#[0-9a-f]{6}$/i.test(product.picture.background)
      ? product.picture.background.toLowerCase()
      : '#fff1e6',
    icon: product.picture.icon,
    seed: product.alias,
    title: product.name,
  };
}

/** A product without a picture of its own is drawn with this one. */
export const DEFAULT_PICTURE = { icon: 'pizza', background: '#fff1e6' } as const;

/** The recipe of a product row (its own, Russian, texts) in its group. */
export function productRecipe(
  row: {
    alias: string;
    name: string;
    description: string;
    picture: { icon: string; background: string } | null;
  },
  groupAlias: string,
): DishRecipe {
  return dishRecipe({ ...row, groupAlias, picture: row.picture ?? DEFAULT_PICTURE });
}

/** Public URL of a product's drawn picture; `version` makes it immutable. */
export function productPictureUrl(productId: number, version: string, size: PictureSize): string {
  return `/api/media/products/${productId}/${size}.svg?v=${version}`;
}

/** A short, stable version of a recipe: it changes exactly when the picture does. */
export function recipeVersion(recipe: DishRecipe): string {
  return createHash('sha256').update(JSON.stringify(recipe)).digest('hex').slice(0, 12);
}

/** mulberry32 seeded from a string: the same alias always lays the toppings out the same way. */
function random(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (value: number) => Math.round(value * 10) / 10;

export function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[char]!,
  );
}

/** One piece of an ingredient at (x, y), `size` across, turned by `angle` degrees. */
function piece(key: string, x: number, y: number, size: number, angle: number): string {
  const ingredient = INGREDIENTS[key];
  if (!ingredient) return '';
  const { fill, detail, shape } = ingredient;
  const s = size / 2;
  const at = `transform="translate(${r1(x)} ${r1(y)}) rotate(${Math.round(angle)})"`;
  switch (shape) {
    case 'disc':
      return `<g ${at}><circle r="${r1(s)}" fill="${fill}"/><circle r="${r1(s * 0.62)}" fill="none" stroke="${detail}" stroke-width="${r1(s * 0.18)}" opacity="0.7"/></g>`;
    case 'ring':
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s * 0.7)}" fill="none" stroke="${fill}" stroke-width="${r1(s * 0.42)}"/>`;
    case 'strip':
      return `<g ${at}><rect x="${r1(-s)}" y="${r1(-s * 0.28)}" width="${r1(size)}" height="${r1(s * 0.56)}" rx="${r1(s * 0.28)}" fill="${fill}"/><rect x="${r1(-s * 0.8)}" y="${r1(-s * 0.06)}" width="${r1(s * 1.6)}" height="${r1(s * 0.12)}" fill="${detail}" opacity="0.8"/></g>`;
    case 'chunk':
      return `<g ${at}><rect x="${r1(-s * 0.75)}" y="${r1(-s * 0.6)}" width="${r1(s * 1.5)}" height="${r1(s * 1.2)}" rx="${r1(s * 0.3)}" fill="${fill}"/><path d="M${r1(-s * 0.4)} ${r1(-s * 0.2)}h${r1(s * 0.8)}" stroke="${detail}" stroke-width="${r1(s * 0.16)}" stroke-linecap="round"/></g>`;
    case 'leaf':
      return `<g ${at}><path d="M0 ${r1(-s)}C${r1(s * 0.8)} ${r1(-s * 0.4)} ${r1(s * 0.6)} ${r1(s * 0.6)} 0 ${r1(s)}C${r1(-s * 0.6)} ${r1(s * 0.6)} ${r1(-s * 0.8)} ${r1(-s * 0.4)} 0 ${r1(-s)}Z" fill="${fill}"/><path d="M0 ${r1(-s * 0.8)}V${r1(s * 0.8)}" stroke="${detail}" stroke-width="${r1(s * 0.1)}"/></g>`;
    case 'crumb':
      return `<g ${at}><circle cx="${r1(-s * 0.4)}" r="${r1(s * 0.3)}" fill="${fill}"/><circle cx="${r1(s * 0.4)}" cy="${r1(s * 0.2)}" r="${r1(s * 0.26)}" fill="${fill}"/><circle cy="${r1(-s * 0.4)}" r="${r1(s * 0.24)}" fill="${detail}"/></g>`;
    case 'mushroom':
      return `<g ${at}><path d="M${r1(-s)} 0A${r1(s)} ${r1(s * 0.8)} 0 0 1 ${r1(s)} 0Z" fill="${fill}"/><rect x="${r1(-s * 0.3)}" y="0" width="${r1(s * 0.6)}" height="${r1(s * 0.7)}" rx="${r1(s * 0.15)}" fill="${fill}"/><path d="M${r1(-s * 0.8)} 0H${r1(s * 0.8)}" stroke="${detail}" stroke-width="${r1(s * 0.14)}"/></g>`;
    case 'shrimp':
      return `<g ${at}><path d="M${r1(-s)} 0A${r1(s)} ${r1(s)} 0 1 1 ${r1(s * 0.2)} ${r1(s * 0.9)}" fill="none" stroke="${fill}" stroke-width="${r1(s * 0.55)}" stroke-linecap="round"/><path d="M${r1(-s * 0.5)} ${r1(-s * 0.7)}l${r1(s * 0.2)} ${r1(s * 0.4)}M0 ${r1(-s * 0.9)}v${r1(s * 0.45)}" stroke="${detail}" stroke-width="${r1(s * 0.12)}"/></g>`;
    case 'wedge':
      return `<g ${at}><path d="M0 ${r1(-s)}L${r1(s * 0.9)} ${r1(s * 0.7)}H${r1(-s * 0.9)}Z" fill="${fill}" stroke="${detail}" stroke-width="${r1(s * 0.12)}" stroke-linejoin="round"/></g>`;
  }
}

/** Points spread over a disc of radius `radius` around (cx, cy), jittered by the seed. */
function spread(
  rand: () => number,
  count: number,
  cx: number,
  cy: number,
  radius: number,
): [number, number][] {
  const points: [number, number][] = [];
  const turn = rand() * Math.PI * 2;
  for (let i = 0; i < count; i++) {
    // Sunflower (golden-angle) spiral: even cover without clumps, then a little jitter.
    const distance = radius * Math.sqrt((i + 0.5) / count);
    const angle = turn + i * 2.39996;
    points.push([
      cx + Math.cos(angle) * distance + (rand() - 0.5) * radius * 0.12,
      cy + Math.sin(angle) * distance + (rand() - 0.5) * radius * 0.12,
    ]);
  }
  return points;
}

function toppingsOn(
  recipe: DishRecipe,
  rand: () => number,
  cx: number,
  cy: number,
  radius: number,
  count: number,
  size: number,
): string {
  const keys = recipe.toppings.length > 0 ? recipe.toppings : ['greens'];
  return spread(rand, count, cx, cy, radius)
    .map(([x, y], i) => piece(keys[i % keys.length]!, x, y, size * (0.8 + rand() * 0.4), rand() * 360))
    .join('');
}

const CRUST = '#e9a94f';
const CRUST_DARK = '#c9822f';
const CHEESE = '#ffe08a';
const PLATE = '#ffffff';
const SHADOW = 'rgba(58,32,14,0.16)';

function pizza(recipe: DishRecipe, rand: () => number): string {
  const cheese = recipe.toppings.includes('cheese') ? '#ffd25e' : CHEESE;
  const blobs = spread(rand, 9, 200, 200, 105)
    .map(([x, y]) => `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(28 + rand() * 18)}" fill="${cheese}"/>`)
    .join('');
  const cuts = [0, 1, 2, 3]
    .map((i) => {
      const angle = (i * Math.PI) / 4 + 0.2;
      const dx = Math.cos(angle) * 150;
      const dy = Math.sin(angle) * 150;
      return `<path d="M${r1(200 - dx)} ${r1(200 - dy)}L${r1(200 + dx)} ${r1(200 + dy)}" stroke="${CRUST_DARK}" stroke-opacity="0.35" stroke-width="2"/>`;
    })
    .join('');
  return (
    `<ellipse cx="200" cy="214" rx="172" ry="168" fill="${SHADOW}"/>` +
    `<circle cx="200" cy="200" r="170" fill="#b97a45"/><circle cx="200" cy="200" r="164" fill="#d39a62"/>` +
    `<circle cx="200" cy="200" r="152" fill="${CRUST}"/><circle cx="200" cy="200" r="150" fill="none" stroke="${CRUST_DARK}" stroke-width="6" stroke-dasharray="3 14" opacity="0.5"/>` +
    `<circle cx="200" cy="200" r="132" fill="${recipe.base}"/>` +
    `<g opacity="0.95">${blobs}</g><circle cx="200" cy="200" r="132" fill="none" stroke="${recipe.base}" stroke-width="6" opacity="0.6"/>` +
    toppingsOn(recipe, rand, 200, 200, 112, 16 + Math.floor(rand() * 5), 34) +
    cuts
  );
}

function roll(
  x: number,
  y: number,
  r: number,
  fillings: string[],
  baked: boolean,
  rand: () => number,
): string {
  const colours = fillings.map((key) => INGREDIENTS[key]?.fill ?? '#fa8c62');
  const core = colours
    .slice(0, 3)
    .map((colour, i) => {
      const angle = rand() * Math.PI * 2 + i * 2.1;
      const d = colours.length > 1 ? r * 0.22 : 0;
      return `<circle cx="${r1(x + Math.cos(angle) * d)}" cy="${r1(y + Math.sin(angle) * d)}" r="${r1(r * 0.28)}" fill="${colour}"/>`;
    })
    .join('');
  const top = baked
    ? `<path d="M${r1(x - r * 0.95)} ${r1(y)}A${r1(r * 0.95)} ${r1(r * 0.95)} 0 0 1 ${r1(x + r * 0.95)} ${r1(y)}Q${r1(x)} ${r1(y - r * 0.2)} ${r1(x - r * 0.95)} ${r1(y)}Z" fill="#f08a3c" opacity="0.92"/><path d="M${r1(x - r * 0.6)} ${r1(y - r * 0.55)}q${r1(r * 0.3)} ${r1(-r * 0.2)} ${r1(r * 0.6)} 0" stroke="#8a4a24" stroke-width="${r1(r * 0.08)}" fill="none"/>`
    : '';
  return (
    `<circle cx="${r1(x)}" cy="${r1(y + r * 0.12)}" r="${r1(r)}" fill="${SHADOW}"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r)}" fill="#1f2a24"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.86)}" fill="#fbfaf5"/>` +
    `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.86)}" fill="none" stroke="#e6e1d3" stroke-width="${r1(r * 0.1)}" stroke-dasharray="${r1(r * 0.08)} ${r1(r * 0.12)}"/>` +
    core +
    top
  );
}

function rolls(recipe: DishRecipe, rand: () => number): string {
  const fillings = recipe.toppings.filter((key) => !['rice', 'sesame', 'caviar', 'greenOnion'].includes(key));
  const pieces = /сет|set/i.test(recipe.seed) || /сет/i.test(recipe.title) ? 8 : 6;
  const cols = pieces / 2;
  const r = pieces === 8 ? 35 : 48;
  const gap = r * 2.15;
  const left = 200 - ((cols - 1) * gap) / 2;
  const sprinkle = recipe.toppings
    .filter((key) => ['sesame', 'caviar', 'greenOnion'].includes(key))
    .map((key) => toppingsOn({ ...recipe, toppings: [key] }, rand, 200, 200, 120, 10, 10))
    .join('');
  let body = '';
  for (let i = 0; i < pieces; i++) {
    const col = i % cols;
    const row = Math.floor(i / cols);
    body += roll(
      left + col * gap + (rand() - 0.5) * 6,
      152 + row * gap * 0.95 + (rand() - 0.5) * 6,
      r,
      fillings.length > 0 ? fillings : ['salmon'],
      recipe.kind === 'baked-rolls',
      rand,
    );
  }
  return (
    `<rect x="40" y="90" width="320" height="220" rx="22" fill="${SHADOW}" transform="translate(0 10)"/>` +
    `<rect x="40" y="90" width="320" height="220" rx="22" fill="#2e3236"/>` +
    `<circle cx="330" cy="300" r="34" fill="#f6a5a0" opacity="0.9"/><path d="M300 300q30 -30 60 0" stroke="#f9c8c4" stroke-width="6" fill="none"/>` +
    `<path d="M58 292q18-22 40-8t40-4" stroke="#8fc15a" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    body +
    sprinkle
  );
}

function wok(recipe: DishRecipe, rand: () => number): string {
  const noodles = Array.from({ length: 7 }, (_, i) => {
    const y = 150 + i * 8;
    const wobble = 10 + rand() * 10;
    return `<path d="M112 ${y}q22 -${r1(wobble)} 44 0t44 0t44 0t44 0" stroke="${i % 2 ? '#f1c765' : '#f7d98a'}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<ellipse cx="200" cy="350" rx="120" ry="16" fill="${SHADOW}"/>` +
    `<path d="M92 160h216l-26 186H118Z" fill="#fbf7ee"/><path d="M92 160h216l-6 40H98Z" fill="#e94e3c"/>` +
    `<path d="M160 230h80v54h-80z" fill="#e94e3c" opacity="0.12"/><path d="M176 246h48M176 262h48" stroke="#e94e3c" stroke-width="5" stroke-linecap="round"/>` +
    `<g>${noodles}</g>` +
    `<ellipse cx="200" cy="150" rx="104" ry="28" fill="${recipe.base}" opacity="0.55"/>` +
    toppingsOn(recipe, rand, 200, 136, 60, 9, 28) +
    `<path d="M262 64L218 176M290 72L232 180" stroke="#b0793e" stroke-width="9" stroke-linecap="round"/>`
  );
}

function wrap(recipe: DishRecipe, rand: () => number): string {
  const fillings = (recipe.toppings.length > 0 ? recipe.toppings : ['chicken', 'tomato', 'greens'])
    .map((key) => INGREDIENTS[key]?.fill ?? '#e8b26a')
    .slice(0, 5);
  const bumps = fillings
    .map((colour, i) => {
      const x = 130 + i * (140 / Math.max(1, fillings.length - 1 || 1)) + (rand() - 0.5) * 10;
      return `<circle cx="${r1(x)}" cy="${r1(118 + rand() * 14)}" r="${r1(22 + rand() * 8)}" fill="${colour}"/>`;
    })
    .join('');
  const grill = [0, 1, 2, 3]
    .map(
      (i) =>
        `<path d="M${150 + i * 30} 170l-36 150" stroke="#c98a3e" stroke-width="6" opacity="0.45" stroke-linecap="round"/>`,
    )
    .join('');
  return (
    `<ellipse cx="200" cy="352" rx="110" ry="16" fill="${SHADOW}"/>` +
    bumps +
    `<path d="M106 132Q200 104 294 132L256 340Q200 356 144 340Z" fill="#f2d29c"/>` +
    `<path d="M106 132Q200 104 294 132L288 160Q200 136 112 160Z" fill="#e9bd77"/>` +
    grill +
    `<path d="M124 262Q200 246 276 262L262 336Q200 352 138 336Z" fill="#fbf7ee"/><path d="M124 262Q200 246 276 262" stroke="#e94e3c" stroke-width="6" fill="none"/>` +
    toppingsOn({ ...recipe, toppings: recipe.toppings.slice(0, 3) }, rand, 200, 110, 46, 5, 22)
  );
}

function burger(recipe: DishRecipe, rand: () => number): string {
  const hotDog = /хот|дог|сосис/i.test(recipe.title);
  if (hotDog) {
    return (
      `<ellipse cx="200" cy="300" rx="150" ry="18" fill="${SHADOW}"/>` +
      `<rect x="66" y="196" width="268" height="86" rx="43" fill="#e9a94f"/>` +
      `<rect x="58" y="186" width="284" height="52" rx="26" fill="#b5473a"/>` +
      `<path d="M80 210q20-16 40 0t40 0t40 0t40 0t40 0t40 0" stroke="${recipe.base === '#f3d7a6' ? '#f2bc3a' : recipe.base}" stroke-width="8" fill="none" stroke-linecap="round"/>` +
      `<path d="M66 220h268v20a43 43 0 0 1-43 43H109a43 43 0 0 1-43-43z" fill="#f0b768"/>` +
      toppingsOn(
        { ...recipe, toppings: recipe.toppings.filter((k) => k !== 'pepperoni') },
        rand,
        200,
        196,
        40,
        6,
        18,
      )
    );
  }
  const layers = (recipe.toppings.length > 0 ? recipe.toppings : ['beef', 'cheese', 'greens']).slice(0, 4);
  let y = 246;
  let stack = '';
  for (const key of [...layers].reverse()) {
    const { fill } = INGREDIENTS[key] ?? { fill: '#7a3b22' };
    const thick = key === 'beef' || key === 'chicken' ? 30 : 14;
    stack += `<rect x="${92 + rand() * 6}" y="${y - thick}" width="${216 - rand() * 10}" height="${thick}" rx="${thick / 2}" fill="${fill}"/>`;
    y -= thick - 2;
  }
  const seeds = spread(rand, 12, 200, y - 56, 70)
    .map(
      ([x, sy]) => `<ellipse cx="${r1(x)}" cy="${r1(Math.min(sy, y - 20))}" rx="5" ry="2.6" fill="#fff4dc"/>`,
    )
    .join('');
  return (
    `<ellipse cx="200" cy="310" rx="140" ry="18" fill="${SHADOW}"/>` +
    `<path d="M96 256h208v18a26 26 0 0 1-26 26H122a26 26 0 0 1-26-26z" fill="#e39b4a"/>` +
    stack +
    `<path d="M90 ${y}c0-70 46-110 110-110s110 40 110 110z" fill="#e9a94f"/>` +
    `<path d="M110 ${y - 30}c10-40 40-66 80-72" stroke="#f6c987" stroke-width="10" fill="none" stroke-linecap="round"/>` +
    seeds
  );
}

function drink(recipe: DishRecipe, rand: () => number): string {
  const level = 140 + Math.round(rand() * 30);
  const bubbles = Array.from(
    { length: 7 },
    () =>
      `<circle cx="${r1(150 + rand() * 100)}" cy="${r1(level + 30 + rand() * 140)}" r="${r1(3 + rand() * 4)}" fill="#ffffff" opacity="0.45"/>`,
  ).join('');
  const ice = [0, 1]
    .map(
      (i) =>
        `<rect x="${160 + i * 44}" y="${level + 6}" width="34" height="30" rx="6" fill="#ffffff" opacity="0.55" transform="rotate(${Math.round(rand() * 30 - 15)} ${177 + i * 44} ${level + 20})"/>`,
    )
    .join('');
  const fruit = recipe.toppings.find((key) => ['lemon', 'berry', 'greens', 'pear'].includes(key));
  return (
    `<ellipse cx="200" cy="344" rx="84" ry="14" fill="${SHADOW}"/>` +
    `<path d="M130 96h140l-16 240H146Z" fill="#ffffff" opacity="0.55"/>` +
    `<path d="M${r1(130 + (level - 96) * 0.066)} ${level}H${r1(270 - (level - 96) * 0.066)}L254 336H146Z" fill="${recipe.base}"/>` +
    bubbles +
    ice +
    `<path d="M130 96h140l-16 240H146Z" fill="none" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>` +
    `<path d="M228 40l-22 160" stroke="#e94e3c" stroke-width="10" stroke-linecap="round"/><path d="M228 40h36" stroke="#e94e3c" stroke-width="10" stroke-linecap="round"/>` +
    (fruit ? piece(fruit, 268, 104, 46, -20) : '')
  );
}

function dessert(recipe: DishRecipe, rand: () => number): string {
  const round = /пончик|донат|маффин|кекс|морож|пломбир|шарик/i.test(`${recipe.title}`);
  const decor = recipe.toppings.filter((key) =>
    ['berry', 'nuts', 'chocolate', 'lemon', 'pear', 'honey'].includes(key),
  );
  const decorate = { ...recipe, toppings: decor.length > 0 ? decor : ['berry'] };
  if (round) {
    return (
      `<ellipse cx="200" cy="320" rx="140" ry="22" fill="${SHADOW}"/>` +
      `<ellipse cx="200" cy="300" rx="150" ry="30" fill="${PLATE}"/>` +
      `<circle cx="200" cy="200" r="108" fill="#e7b06a"/>` +
      `<path d="M98 196c10-64 56-96 102-96s92 32 102 96c-20 26-40 8-60 22s-40 0-62 10-44-4-82-32z" fill="${recipe.base}"/>` +
      `<circle cx="200" cy="196" r="30" fill="${recipe.background}"/>` +
      toppingsOn(decorate, rand, 200, 170, 70, 9, 16)
    );
  }
  return (
    `<ellipse cx="200" cy="320" rx="150" ry="24" fill="${SHADOW}"/>` +
    `<ellipse cx="200" cy="300" rx="160" ry="32" fill="${PLATE}"/>` +
    `<path d="M90 290L310 290L310 190L90 150Z" fill="#f3d7a6"/>` +
    `<path d="M90 214L310 238L310 254L90 226Z" fill="${recipe.base}" opacity="0.8"/>` +
    `<path d="M90 150L310 190L310 170L96 128Z" fill="${recipe.base}"/>` +
    `<path d="M96 128L310 170L250 120Z" fill="${recipe.base}" opacity="0.75"/>` +
    toppingsOn(decorate, rand, 230, 150, 34, 4, 26)
  );
}

function emoji(icon: string, x: number, y: number, side: number): string {
  const data = emojiIcon(icon);
  if (!data) return '';
  return `<svg x="${x}" y="${y}" width="${side}" height="${side}" viewBox="${data.left} ${data.top} ${data.width} ${data.height}">${data.body}</svg>`;
}

function bowl(recipe: DishRecipe, rand: () => number): string {
  return (
    `<ellipse cx="200" cy="216" rx="170" ry="166" fill="${SHADOW}"/>` +
    `<circle cx="200" cy="200" r="168" fill="${PLATE}"/><circle cx="200" cy="200" r="140" fill="#f4efe6"/>` +
    `<circle cx="200" cy="200" r="124" fill="${recipe.base}" opacity="0.85"/>` +
    toppingsOn(recipe, rand, 200, 200, 112, 14 + Math.floor(rand() * 5), 30) +
    `<circle cx="200" cy="200" r="58" fill="${PLATE}" opacity="0.9"/>` +
    emoji(recipe.icon, 150, 150, 100)
  );
}

function combo(recipe: DishRecipe, rand: () => number): string {
  return (
    `<rect x="56" y="92" width="288" height="236" rx="24" fill="${SHADOW}" transform="translate(0 10)"/>` +
    `<rect x="56" y="92" width="288" height="236" rx="24" fill="#fbf7ee"/>` +
    `<path d="M200 104V316M68 210H200" stroke="#e7dcc6" stroke-width="4"/>` +
    `<circle cx="134" cy="158" r="52" fill="${CRUST}"/><circle cx="134" cy="158" r="42" fill="#d8412f"/><circle cx="134" cy="158" r="36" fill="${CHEESE}"/>` +
    toppingsOn(recipe, rand, 134, 158, 30, 6, 14) +
    emoji(recipe.icon, 220, 120, 110) +
    `<g transform="translate(${r1(100 + rand() * 20)} 226)"><path d="M6 6h56l-8 76H14Z" fill="#e94e3c"/><path d="M40 -16l-8 40" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/></g>` +
    `<g transform="translate(230 250)">${[0, 1, 2, 3, 4].map((i) => `<rect x="${i * 16}" y="${-(i % 2) * 10}" width="10" height="56" rx="3" fill="#f3c55a"/>`).join('')}<path d="M-6 30h92l-8 34H2Z" fill="#e94e3c"/></g>`
  );
}

const DRAW: Record<DishKind, (recipe: DishRecipe, rand: () => number) => string> = {
  pizza,
  rolls,
  'baked-rolls': rolls,
  wok,
  wrap,
  burger,
  drink,
  dessert,
  combo,
  bowl,
};

const cache = new Map<string, string>();
const CACHE_LIMIT = 3000;

/** The product's picture in one of the served sizes (drawn on a 400-unit canvas, scaled). */
export function dishSvg(recipe: DishRecipe, size: PictureSize): string {
  const key = `${recipeVersion(recipe)}/${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [width, height] = PICTURE_SIZES[size];
  const rand = random(recipe.seed);
  // A soft glow of the brand colour behind the dish, placed by the seed.
  const glowX = Math.round(120 + rand() * 160);
  const glowY = Math.round(100 + rand() * 120);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 400" preserveAspectRatio="xMidYMid slice">` +
    `<title>${escapeXml(recipe.title)}</title>` +
    `<rect width="400" height="400" fill="${recipe.background}"/>` +
    `<circle cx="${glowX}" cy="${glowY}" r="210" fill="#ffffff" opacity="0.45"/>` +
    DRAW[recipe.kind](recipe, rand) +
    '</svg>';
  if (cache.size < CACHE_LIMIT) cache.set(key, svg);
  return svg;
}
