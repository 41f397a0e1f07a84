import { describe, expect, it } from 'vitest';
import { sectionsOf } from './markdown';

describe('the Markdown subset of the content pages', () => {
  it('reads headings, paragraphs, bullets and numbered steps into sections', () => {
    const text = [
      '## 1. Общие положения',
      '',
      'Первый абзац про {company}.',
      '',
      'Второй абзац,',
      'в две строки.',
      '',
      '- звонок',
      '- SMS',
      '',
      '## 2. Оплата',
      '',
      '1. Нажмите «Оплатить».',
      '2. Подтвердите в банке.',
      '',
    ].join('\n');
    expect(sectionsOf(text)).toEqual([
      {
        heading: '1. Общие положения',
        body: ['Первый абзац про {company}.', 'Второй абзац, в две строки.', { list: ['звонок', 'SMS'] }],
      },
      { heading: '2. Оплата', body: [{ steps: ['Нажмите «Оплатить».', 'Подтвердите в банке.'] }] },
    ]);
  });

  it('refuses text before the first heading, so a section is never lost', () => {
    expect(() => sectionsOf('Абзац без заголовка.\n\n## Раздел\n')).toThrow(/before its first/);
  });
});
