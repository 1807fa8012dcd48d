import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, orDash } from './format';

describe('admin cell formats', () => {
  it('formats a time stamp as date and time, and a missing one as nothing', () => {
    // No offset in the input: parsed and shown in the same local time zone.
    expect(formatTime('2024-03-05T07:08:09')).toBe('2024-03-05 07:08:09');
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });

  it('formats a date without the time', () => {
    expect(formatDate('2024-12-31')).toBe('2024-12-31');
    expect(formatDate('')).toBe('');
  });

  it('shows a dash for a missing value and keeps any other, even an empty string', () => {
    expect(orDash(null)).toBe('—');
    expect(orDash(undefined)).toBe('—');
    expect(orDash('10.0.0.1')).toBe('10.0.0.1');
    expect(orDash('')).toBe('');
  });
});
