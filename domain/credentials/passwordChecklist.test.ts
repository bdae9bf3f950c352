import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './passwordChecklist.ts';

const metOf = (password: string, confirmation?: string) =>
  Object.fromEntries(passwordChecklist(password, confirmation).map((item) => [item.id, item.met]));

describe('passwordChecklist', () => {
  it('marks every requirement as the password grows, in checklist order', () => {
    expect(passwordChecklist('').map((item) => item.id)).toEqual([
      'length',
      'digit',
      'lowercase',
      'uppercase',
      'special',
      'forbidden',
    ]);
    expect(metOf('')).toEqual({
      length: false,
      digit: false,
      lowercase: false,
      uppercase: false,
      special: false,
      forbidden: false,
    });
    expect(metOf('abc1')).toMatchObject({ length: false, digit: true, lowercase: true, uppercase: false });
    expect(Object.values(metOf('S3nh@Forte'))).toEqual([true, true, true, true, true, true]);
  });

  it('shows no requirement as met before the password has text, the forbidden-characters one too (issue 24)', () => {
    expect(Object.values(metOf('', ''))).toEqual([false, false, false, false, false, false, false]);
    expect(metOf('a').forbidden).toBe(true);
  });

  it('fails the forbidden-characters line on < > + | / ? * \\', () => {
    expect(metOf('S3nh@Forte?')).toMatchObject({ forbidden: false, special: true });
  });

  it('adds the confirmation line only when a confirmation is asked; empty is not met', () => {
    expect(metOf('S3nh@Forte').confirmation).toBeUndefined();
    expect(metOf('S3nh@Forte', '').confirmation).toBe(false);
    expect(metOf('S3nh@Forte', 'S3nh@forte').confirmation).toBe(false);
    expect(metOf('S3nh@Forte', 'S3nh@Forte').confirmation).toBe(true);
  });
});
