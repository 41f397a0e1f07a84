import { describe, expect, it } from 'vitest';
import {
  callMeBackRequestSchema,
  feedbackQuestionRequestSchema,
  landlordRequestSchema,
  supplierRequestSchema,
} from './feedback';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('site form contract', () => {
  it('sends the phone with all non-digits removed (spec §5)', () => {
    expect(callMeBackRequestSchema.parse({ name: ' Анна ', phone: '+7 (912) 345-67-89' })).toEqual({
      name: 'Анна',
      phone: '79123456789',
    });
  });

  it('requires name and phone for a call-back, with translatable message keys', () => {
    expect(errorsOf(callMeBackRequestSchema.safeParse({ name: '  ', phone: '+7 (' }))).toEqual({
      name: 'validation.required',
      phone: 'validation.required',
    });
    expect(errorsOf(callMeBackRequestSchema.safeParse({ name: 'A', phone: '+7 912' }))).toEqual({
      phone: 'validation.phone',
    });
  });

  it('requires name, phone, email and the question for feedback', () => {
    const errors = errorsOf(
      feedbackQuestionRequestSchema.safeParse({ name: 'A', phone: '79123456789', email: 'x@' }),
    );
    expect(errors).toEqual({ email: 'validation.email', message: 'validation.required' });
  });

  it('requires city, company and product category from a supplier; e-mail is optional', () => {
    const errors = errorsOf(supplierRequestSchema.safeParse({ name: 'A', phone: '79123456789', email: '' }));
    expect(errors).toEqual({
      city_name: 'validation.required',
      company: 'validation.required',
      product_category: 'validation.required',
    });
  });

  it('requires the shop and a numeric square from a landlord', () => {
    const base = { name: 'A', phone: '79123456789', city_name: 'Казань', shop: 'ТЦ' };
    expect(landlordRequestSchema.parse({ ...base, square: '54.5' }).square).toBe(54.5);
    expect(errorsOf(landlordRequestSchema.safeParse({ ...base, square: 'много' }))).toEqual({
      square: 'validation.number',
    });
    expect(errorsOf(landlordRequestSchema.safeParse({ ...base, square: '' }))).toEqual({
      square: 'validation.required',
    });
  });
});
