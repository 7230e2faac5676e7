/**
 * The club set-up's client for CouchDB's HTTP API (setup.ts, selfCheck.ts): Basic
 * authentication, JSON both ways, and a set-up step that cannot go on as a ClubSetupError in
 * words for the person running it.
 */
export interface Admin {
  user: string;
  password: string;
}

/** A set-up step that cannot go on, in words for the person running it. */
export class ClubSetupError extends Error {}

type Answer = { status: number; body: unknown };

/**
 * A client for the server's HTTP API as `login`; `adminLogin`: a 401 means the admin's password
 * is wrong (stop in words), else it is an answer like any other.
 */
export function couchAs(url: string, login: Admin, adminLogin: boolean) {
  const base = url.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${login.user}:${login.password}`).toString('base64')}`;
  return async function request(method: string, path: string, body?: unknown): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: auth, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
      throw new ClubSetupError(`The server at ${base} cannot be reached: ${String(cause)}`);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Kept as text: only shown in a message.
    }
    if (adminLogin && response.status === 401) {
      throw new ClubSetupError(`The server refuses the admin "${login.user}": check the password.`);
    }
    return { status: response.status, body: parsed };
  };
}

/** A client for the server's HTTP API as its admin. */
export const couchAdmin = (url: string, admin: Admin) => couchAs(url, admin, true);

export type Request = ReturnType<typeof couchAdmin>;

export function failed(what: string, answer: Answer): ClubSetupError {
  return new ClubSetupError(`${what} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
}
