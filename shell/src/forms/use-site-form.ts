// One behaviour for the four site forms (spec §4/§5/§7/§8): client validation with the contract's
// schema, POST to the feedback API, server field errors placed under their fields (first message per
// field), anything else shown above the button; only a 200 answer moves the form to its thanks step.
import { zodResolver } from '@hookform/resolvers/zod';
import { apiRequest, isApiError } from '@storefront/shared/api';
import { feedbackResponseSchema } from '@storefront/shared/contract';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';

export function useSiteForm<Schema extends z.ZodObject>(
  schema: Schema,
  path: string,
  defaultValues: DefaultValues<z.input<Schema> & FieldValues>,
) {
  type Values = z.input<Schema> & FieldValues;
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    mode: 'onTouched',
    defaultValues,
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const fields = Object.keys(schema.shape);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await apiRequest(feedbackResponseSchema, path, { method: 'POST', body: values });
      setSent(true);
    } catch (error) {
      if (!isApiError(error)) throw error;
      const placed = Object.entries(error.fieldErrors).filter(([field]) => fields.includes(field));
      for (const [field, message] of placed) form.setError(field as Path<Values>, { message });
      if (placed.length === 0) setFailure(error.message);
    }
  });

  return { form, submit, sent, failure };
}
