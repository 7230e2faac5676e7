import { describe, expect, it } from 'vitest';
import { cleanPhoneName, PHONE_NAME_MAX, sendLink } from '../../../src/lib/state/showQr.svelte';

const URL = 'https://spatz.example/#/receive/abc';

describe('sending a game as a link', () => {
  it('uses the share sheet with the link and a title where there is one', async () => {
    const shared: unknown[] = [];
    const sharer = { share: async (data: unknown) => void shared.push(data) };
    expect(await sendLink(URL, 'Spatz: Anna', sharer)).toBe('shared');
    expect(shared).toEqual([{ url: URL, title: 'Spatz: Anna' }]);
  });

  it('copies the link where there is no share sheet, or the share was refused', async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (text: string) => void copied.push(text) };
    expect(await sendLink(URL, 't', { clipboard })).toBe('copied');
    const refused = async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    };
    expect(await sendLink(URL, 't', { share: refused, clipboard })).toBe('copied');
    expect(copied).toEqual([URL, URL]);
  });

  it('says nothing happened when the person closed the share sheet, and failed when nothing works', async () => {
    const closed = async () => {
      throw new DOMException('closed', 'AbortError');
    };
    expect(await sendLink(URL, 't', { share: closed })).toBe('cancelled');
    const denied = {
      writeText: async () => {
        throw new Error('denied');
      },
    };
    expect(await sendLink(URL, 't', { clipboard: denied })).toBe('failed');
    expect(await sendLink(URL, 't', undefined)).toBe('failed');
  });
});

describe("the phone's name sent with a game", () => {
  it('is trimmed, without control characters, and cut at 40 characters', () => {
    expect(cleanPhoneName('  Anna\n ')).toBe('Anna');
    expect(cleanPhoneName('Bert\u0007s Handy')).toBe('Berts Handy');
    expect(cleanPhoneName('')).toBe('');
    expect(PHONE_NAME_MAX).toBe(40);
    expect(cleanPhoneName('x'.repeat(50))).toBe('x'.repeat(40));
    // A name is a name, markup included (shown as text).
    expect(cleanPhoneName('Chris <3')).toBe('Chris <3');
  });
});
