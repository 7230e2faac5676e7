/**
 * A member's club invite (FORMAT.md "A club's season"): the link `<app url>#/club/<payload>`,
 * `<payload>` base64url (no padding) of the UTF-8 JSON below. The payload sits in the
 * fragment, so the password never reaches the app's own web server.
 */
export interface Invite {
  v: 1;
  /** The server as members reach it, no trailing slash. */
  server: string;
  db: string;
  user: string;
  password: string;
  /** The club's name as the app shows it. */
  club: string;
}

/** A member's invite with its payload, as the set-up hands them out. */
export interface MemberInvite {
  user: string;
  invite: Invite;
  payload: string;
}

export function invitePayload(invite: Invite): string {
  return Buffer.from(JSON.stringify(invite), 'utf8').toString('base64url');
}

/** The invite read back from a payload (for the tests and `club invite`'s own check). */
export function readInvitePayload(payload: string): Invite {
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Invite;
}

/** The link a member opens: the app's address with the invite in its fragment. */
export function inviteLink(app: string, payload: string): string {
  const url = new URL(app);
  url.hash = `/club/${payload}`;
  return url.href;
}

export function memberInvite(invite: Invite): MemberInvite {
  return { user: invite.user, invite, payload: invitePayload(invite) };
}
