import { describe, expect, it } from 'vitest';
import { CATALOGS } from '../../seed';
import { dishRecipe, dishSvg, escapeXml, productRecipe, recipeVersion } from './dish';

const seeded = Object.entries(CATALOGS).flatMap(([brand, catalog]) =>
  catalog.groups.flatMap((group) =>
    group.products
      .filter((product) => product.picture)
      .map((product) => ({
        brand,
        group: group.alias,
        product,
        recipe: productRecipe(product, group.alias),
      })),
  ),
);

describe('drawn product pictures', () => {
  it('draws every seeded product, small (< 20 kB) and in both served sizes', () => {
    expect(seeded.length).toBeGreaterThan(300);
    for (const { recipe } of seeded) {
      const card = dishSvg(recipe, '400x400');
      expect(card).toMatch(
        /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="400" viewBox="0 0 400 400"/,
      );
      expect(card.length).toBeLessThan(20_000);
      expect(dishSvg(recipe, '800x800')).toMatch(/^<svg [^>]*width="800" height="800"/);
    }
  });

  it('gives each product of a brand its own picture, also within one category', () => {
    for (const brand of Object.keys(CATALOGS)) {
      const pictures = seeded
        .filter((item) => item.brand === brand)
        .map((item) => dishSvg(item.recipe, '400x400'));
      expect(new Set(pictures).size).toBe(pictures.length);
    }
    const pizzas = seeded.filter((item) => item.brand === 'pizza' && item.group === 'pizza');
    expect(pizzas.length).toBeGreaterThan(10);
    expect(new Set(pizzas.map((item) => recipeVersion(item.recipe))).size).toBe(pizzas.length);
  });

  it('draws from the category and the ingredients the description names', () => {
    const pizza = (description: string) =>
      dishRecipe({
        alias: 'test',
        name: 'Тест',
        description,
        groupAlias: 'pizza',
        picture: { icon: 'pizza', background: '#fff1e6' },
      });
    expect(pizza('Томатный соус, моцарелла, пепперони').toppings).toEqual(['pepperoni']);
    expect(pizza('Сливочный соус, ветчина, шампиньоны, ананасы').toppings).toEqual([
      'ham',
      'mushroom',
      'pineapple',
    ]);
    expect(pizza('Томатный соус, моцарелла').kind).toBe('pizza');
    // The sauce named first colours the pizza, not a later topping.
    expect(pizza('Томатный соус, моцарелла, ветчина, ананасы').base).toBe(pizza('Томатный соус').base);
    expect(pizza('Сливочный соус, моцарелла, томаты').base).not.toBe(pizza('Томатный соус').base);
    // The same pizza with other toppings is another picture.
    expect(dishSvg(pizza('Томатный соус, пепперони'), '400x400')).not.toBe(
      dishSvg(pizza('Томатный соус, маслины'), '400x400'),
    );
    const kinds = new Map(seeded.map((item) => [`${item.brand}/${item.group}`, item.recipe.kind]));
    expect(kinds.get('pizza/rolls')).toBe('rolls');
    expect(kinds.get('pizza/wok')).toBe('wok');
    expect(kinds.get('lavash/lavash')).toBe('wrap');
    expect(kinds.get('pizza/drinks')).toBe('drink');
    expect(kinds.get('pizza/desserts')).toBe('dessert');
  });

  it('is deterministic', () => {
    const { product, group } = seeded[0]!;
    const again = productRecipe({ ...product }, group);
    expect(recipeVersion(again)).toBe(recipeVersion(seeded[0]!.recipe));
    expect(dishSvg(again, '400x400')).toBe(dishSvg(seeded[0]!.recipe, '400x400'));
  });

  it('keeps the markup safe: the name escaped, no script, no links, no event handlers', () => {
    const recipe = dishRecipe({
      alias: 'evil',
      name: '<script>alert(1)</script> & "quotes"',
      description: 'onload="x" <img src=x onerror=alert(1)>',
      groupAlias: 'pizza',
      picture: { icon: 'pizza', background: 'javascript:alert(1)' },
    });
    const svg = dishSvg(recipe, '400x400');
    expect(svg).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</title>');
    expect(svg).not.toMatch(/<script|javascript:|href=|\son[a-z]+=|<img|<foreignObject/i);
    expect(escapeXml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&apos;');
    for (const { recipe: seededRecipe } of seeded) {
      expect(dishSvg(seededRecipe, '400x400')).not.toMatch(/<script|href=|\son[a-z]+=/i);
    }
  });
});
