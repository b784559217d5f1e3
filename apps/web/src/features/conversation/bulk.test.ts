import { CONVERSATION_MSG } from '@mp/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { blockedNames } from './bulk';

const sent = [
  { id: '11', name: 'Ana' },
  { id: '12', name: 'Ben' },
  { id: '13', name: 'Cy' },
];

describe('blockedNames', () => {
  it('names the applicants a FORBIDDEN answer points at by their index, in its order', () => {
    const error = new ApiError(CONVERSATION_MSG.blocked, 'FORBIDDEN', { 'applicationIds.2': CONVERSATION_MSG.blocked, 'applicationIds.0': CONVERSATION_MSG.blocked });
    expect(blockedNames(error, sent)).toEqual(['Cy', 'Ana']);
  });

  it('names nobody for another refusal, another field or an index outside the list', () => {
    expect(blockedNames(new ApiError('Not found', 'NOT_FOUND', { 'applicationIds.0': 'x' }), sent)).toEqual([]);
    expect(blockedNames(new ApiError('No', 'FORBIDDEN', { body: 'x', 'applicationIds.9': 'x' }), sent)).toEqual([]);
    expect(blockedNames(new Error('network'), sent)).toEqual([]);
  });
});
