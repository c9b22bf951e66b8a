import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './form-errors.ts';

describe('serverFieldErrors', () => {
  const fields = ['fullName', 'email', 'password'] as const;

  it('keeps the messages for the form’s own fields, renaming where asked', () => {
    const error = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Invalid input',
        fields: { name: 'Invalid name format.', email: 'Invalid email format.', other: 'x' },
      },
    };
    expect(serverFieldErrors(error, fields, { name: 'fullName' })).toEqual([
      ['fullName', 'Invalid name format.'],
      ['email', 'Invalid email format.'],
    ]);
  });

  it('gives nothing for errors without fields or of another shape', () => {
    expect(serverFieldErrors({ error: { code: 'X', message: 'y' } }, fields)).toEqual([]);
    expect(serverFieldErrors(new Error('Slow down!'), fields)).toEqual([]);
    expect(serverFieldErrors(null, fields)).toEqual([]);
  });
});
