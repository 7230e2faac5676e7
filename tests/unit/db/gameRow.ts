import type { GameRow } from '../../../src/lib/files/types';
import type { Game } from '../../../src/lib/rules';

/** A stored game row for `game` as a test hands it to the checks, with `rev` when given. */
export function gameRowOf(game: Game, rev?: string): GameRow {
  return {
    id: rev === undefined ? 'game' : `game-${rev}`,
    createdAt: 0,
    updatedAt: 0,
    sessionId: 'evening',
    variant: game.variant,
    players: game.players,
    playerIds: game.players.map((_, seat) => `p${seat}`),
    firstDealer: game.firstDealer,
    houseRules: game.houseRules,
    stoppedEarly: false,
    deleted: false,
    ...(rev === undefined ? {} : { rev }),
  };
}
