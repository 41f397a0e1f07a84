import { describe, expect, it } from 'vitest';
import { describeTextTable } from '../../test/text-tables';
import { USER_TEXTS, userText } from './texts';

describeTextTable('user/texts', USER_TEXTS);

describe('userText', () => {
  it('fills placeholders in each language', () => {
    expect(userText('tr', 'birthday_range', { min: '01.01.1920', max: '01.01.2012' })).toBe(
      'Doğum tarihi 01.01.1920 ile 01.01.2012 arasında olmalı.',
    );
    expect(userText('uz', 'code_wrong')).toBe('Notoʻgʻri kod.');
  });
});
