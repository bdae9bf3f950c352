import { describe, expect, it } from 'vitest';
import { HubError } from '../../../core/errors.ts';
import { RuleError } from './RuleError.ts';

describe('RuleError', () => {
  it('is a member of the error family: its name, its code and the tag in the message', () => {
    const error = new RuleError('stale-plan', 'the car changed since the plan');
    expect(error).toBeInstanceOf(HubError);
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.code, error.widget]).toEqual(['RuleError', 'stale-plan', 'hub-configurator']);
    expect(error.message).toBe('hub-configurator: the car changed since the plan');
    expect(error.choices).toEqual([]);
  });
});
