import { initI18n } from '@storefront/shared/i18n';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { FieldError } from './field-error';
import { Select } from './select';
import { TextArea } from './text-area';
import { TextField } from './text-field';

beforeAll(() => initI18n({ lng: 'en' }));
afterEach(cleanup);

function Form({ onSubmit }: { onSubmit(values: unknown): void }) {
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { name: '', comment: '', sex: '', privacy: false },
  });
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Name"
        {...register('name', { required: 'Enter your name' })}
        error={formState.errors.name?.message}
      />
      <TextArea label="Comment" {...register('comment')} />
      <Select
        label="Sex"
        placeholder="Choose"
        options={[
          { value: 'male', label: 'Male' },
          { value: 'female', label: 'Female' },
        ]}
        {...register('sex')}
      />
      <Checkbox
        label="I agree"
        required
        {...register('privacy', { required: 'Agree first' })}
        error={formState.errors.privacy?.message}
      />
      <button type="submit">Send</button>
    </form>
  );
}

describe('TextField', () => {
  it('is labelled by the label above it', () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeTruthy();
  });

  it('marks a required field with a star and aria-required, without native validation', () => {
    render(<TextField label="Name" required />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.hasAttribute('required')).toBe(false);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the error under the field, wired with aria-invalid and aria-describedby', () => {
    render(<TextField label="Name" hint="As on your card" error="Enter your name" />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = described.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['As on your card', 'Enter your name']);
    expect(screen.getByText('Enter your name').closest('p')?.querySelector('svg')).not.toBeNull();
  });

  it('can be invalid without a message (server field errors of the profile)', () => {
    render(<TextField label="Email" error />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByRole('textbox').hasAttribute('aria-invalid')).toBe(false);
  });

  it('passes test ids and other attributes to the input, and the error test id to the message', () => {
    render(
      <TextField label="Address" data-testid="address-input" error="Not found" errorTestId="address-error" />,
    );
    expect(screen.getByTestId('address-input').tagName).toBe('INPUT');
    expect(screen.getByTestId('address-error').textContent).toContain('Not found');
  });
});

describe('form fields with react-hook-form register', () => {
  it('collects every field and shows the required errors under their fields', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Enter your name')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /I agree/ }).getAttribute('aria-invalid')).toBe('true');
    // react-hook-form reached the input through the ref and focused the first invalid field.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));

    fireEvent.input(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Anna' } });
    fireEvent.input(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: 'No onions' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sex' }), { target: { value: 'female' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Anna',
      comment: 'No onions',
      sex: 'female',
      privacy: true,
    });
  });
});

describe('Select', () => {
  it('shows its placeholder until something is picked', () => {
    render(<Select label="Sex" placeholder="Choose" options={[{ value: 'male', label: 'Male' }]} />);
    expect((screen.getByRole('combobox', { name: 'Sex' }) as HTMLSelectElement).value).toBe('');
  });

  it('offers its options under its label', () => {
    render(<Select label="Sex" options={[{ value: 'male', label: 'Male' }]} />);
    const select = screen.getByRole('combobox', { name: 'Sex' });
    expect(screen.getByRole('option', { name: 'Male' })).toBeTruthy();
    expect(select.tagName).toBe('SELECT');
  });
});

describe('Checkbox', () => {
  it('toggles from its label text, which may hold a link that stays a link', () => {
    const onChange = vi.fn();
    render(
      <Checkbox
        label={
          <>
            I accept the <a href="/privacy">privacy policy</a>
          </>
        }
        onChange={onChange}
      />,
    );
    fireEvent.click(screen.getByText(/I accept/));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'privacy policy' })).toBeTruthy();
  });

  it('is disabled when asked', () => {
    render(<Checkbox label="News" disabled />);
    expect((screen.getByRole('checkbox', { name: 'News' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('FieldError', () => {
  it('renders nothing without a message', () => {
    const { container } = render(<FieldError id="e" />);
    expect(container.innerHTML).toBe('');
  });

  it('renders the message with a decorative icon', () => {
    render(<FieldError id="e">Too short</FieldError>);
    const message = screen.getByText('Too short').closest('p');
    expect(message?.id).toBe('e');
    expect(message?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
