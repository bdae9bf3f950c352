import { describe, expect, it } from 'vitest';
import { virtualUpdateProblems } from './virtualUpdate.ts';

const today = '2026-11-24';

describe('virtualUpdateProblems', () => {
  it('nothing typed: asks for a day or an address', () => {
    expect(virtualUpdateProblems({ date: '', link: ' ' }, today)).toEqual({ date: 'updateEmpty' });
  });
  it('a day after today, or an https address, or both: nothing to say', () => {
    expect(virtualUpdateProblems({ date: '2026-11-25', link: '' }, today)).toEqual({});
    expect(virtualUpdateProblems({ date: '', link: 'https://events.example.com/x' }, today)).toEqual({});
    expect(virtualUpdateProblems({ date: '2027-01-02', link: 'https://a.example/b' }, today)).toEqual({});
  });
  it('today or before: refused; not a date: refused', () => {
    expect(virtualUpdateProblems({ date: today, link: '' }, today)).toEqual({ date: 'datePast' });
    expect(virtualUpdateProblems({ date: '2026-13-40', link: '' }, today)).toEqual({ date: 'dateInvalid' });
  });
  it('an address that is not https: refused beside the address', () => {
    expect(virtualUpdateProblems({ date: '', link: 'http://a.example' }, today)).toEqual({
      link: 'linkInvalid',
    });
    expect(virtualUpdateProblems({ date: '', link: 'javascript:alert(1)' }, today)).toEqual({
      link: 'linkInvalid',
    });
  });
});
