/**
 * A club invite (FORMAT.md "A club's season"): `<app>#/club/<payload>`, the payload base64url
 * (no padding) of UTF-8 JSON `{v, server, db, user, password, club}`. It sits in the URL's
 * fragment so the password never reaches the app's own web server. Pure: no DOM, no clock.
 */
import { CONTROL_CHARACTER } from '../rules/names';

/** What joining a club stores on this phone only (never in a backup, a QR, a CSV or a log). */
export interface ClubSettings {
  /** `https://host[:port][/path]`, no trailing slash. */
  server: string;
  db: string;
  user: string;
  password: string;
  /** The club's name as the invite gives it. */
  club: string;
}

/** Why an invite or typed club details are refused (the screen says each in words). */
export type InviteRefusal =
  'notInvite' | 'version' | 'server' | 'notHttps' | 'db' | 'user' | 'password' | 'club';

export type InviteResult =
  | {
      ok: true;
      settings: ClubSettings;
      /** The password travels unencrypted (http). */ plain: boolean;
    }
  | { ok: false; refusal: InviteRefusal };

/** The route an invite link opens: `#/club/<payload>`. */
export const INVITE_ROUTE = '#/club/';
/** The longest payload read: an invite is a few hundred characters. */
const MAX_PAYLOAD = 4000;
const MAX_NAME = 100;
const MAX_PASSWORD = 500;
/** CouchDB's own rule for a database name. */
const DB_NAME = /^[a-z][a-z0-9_$()+/-]{0,237}$/;

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return undefined;
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** Whether a host is this machine or a private network's (a hut's own laptop on its Wi-Fi). */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]' || host.endsWith('.local')) return true;
  const ip = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(host);
  if (!ip) return false;
  const [a, b] = [Number(ip[1]), Number(ip[2])];
  if (ip.slice(1).some((part) => Number(part) > 255)) return false;
  return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
}

/**
 * The server's address as stored (no trailing slash), whether it is plain http, or why it
 * is refused: only `https://`, or `http://` for this machine and private networks.
 */
export function serverAddress(
  text: string,
): { ok: true; server: string; plain: boolean } | { ok: false; refusal: 'server' | 'notHttps' } {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { ok: false, refusal: 'server' };
  }
  if (url.username || url.password || url.search || url.hash)
    return { ok: false, refusal: 'server' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, refusal: 'server' };
  const plain = url.protocol === 'http:';
  if (plain && !isPrivateHost(url.hostname)) return { ok: false, refusal: 'notHttps' };
  return { ok: true, server: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), plain };
}

const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  [...value].length <= max &&
  !CONTROL_CHARACTER.test(value);

/** Typed or read club details checked as an invite's are. */
export function checkClub(raw: Record<string, unknown>): InviteResult {
  const address = typeof raw.server === 'string' ? serverAddress(raw.server) : undefined;
  if (!address) return { ok: false, refusal: 'server' };
  if (!address.ok) return address;
  if (typeof raw.db !== 'string' || !DB_NAME.test(raw.db)) return { ok: false, refusal: 'db' };
  // A member's name is a CouchDB user name and, as `club:<user>`, an id in meta.spatz (at
  // most 100 characters, FORMAT.md "Limits").
  if (!text(raw.user, MAX_NAME - 5) || raw.user.includes(':'))
    return { ok: false, refusal: 'user' };
  if (typeof raw.password !== 'string' || raw.password === '' || raw.password.length > MAX_PASSWORD)
    return { ok: false, refusal: 'password' };
  const club = raw.club === undefined || raw.club === '' ? raw.db : raw.club;
  if (!text(club, MAX_NAME)) return { ok: false, refusal: 'club' };
  const settings: ClubSettings = {
    server: address.server,
    db: raw.db,
    user: raw.user.trim(),
    password: raw.password,
    club: club.trim(),
  };
  return { ok: true, settings, plain: address.plain };
}

/** An invite's payload, or the whole link holding it (pasted), read and checked. */
export function readInvite(input: string): InviteResult {
  const trimmed = input.trim();
  const at = trimmed.indexOf(INVITE_ROUTE);
  const payload = at >= 0 ? trimmed.slice(at + INVITE_ROUTE.length) : trimmed;
  if (payload.length === 0 || payload.length > MAX_PAYLOAD)
    return { ok: false, refusal: 'notInvite' };
  const json = fromBase64Url(payload);
  if (json === undefined) return { ok: false, refusal: 'notInvite' };
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, refusal: 'notInvite' };
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    return { ok: false, refusal: 'notInvite' };
  const fields = raw as Record<string, unknown>;
  if (fields.v !== 1) return { ok: false, refusal: 'version' };
  return checkClub(fields);
}
