/**
 * The problem codes of the app's own rows, beside the rules' codes of a game file: storage
 * reads evenings, the roster, backups and tournaments the rules engine knows nothing of.
 * Each code has a text in both languages (i18n/problems.ts, i18n/en/problems.ts).
 */
import type { GameProblemCode, Problem, Result } from '../rules';

/** Problems of the app's own rows (ids, times, evenings, the roster, tournaments). */
export type StorageProblemCode =
  | 'badId'
  | 'badTime'
  | 'badName'
  | 'badSessionDate'
  | 'badPlace'
  | 'badAmount'
  // An evening's stake, coin and date as typed or read from a backup.
  | 'notNumber'
  | 'tooManyDecimals'
  | 'notCalendarDate'
  /** A rename to a name another roster entry has. */
  | 'nameTaken'
  /** A merge of two roster entries that sat at one table. */
  | 'sameGame'
  /** This device's storage failed while reading for a preview (not a fault of the file). */
  | 'storageFailed'
  // A tournament (RULES.md §4): its draw and the sheets handed back.
  | 'tooFewForTournament'
  | 'dobbmTableOfThree'
  | 'noSuchRound'
  | 'sheetArrived'
  | 'sheetNotTournament'
  | 'sheetOtherTournament'
  | 'sheetOtherRound'
  | 'sheetOldDraw'
  | 'sheetOtherPlayers'
  | 'sheetNoTable'
  | 'sheetTooManyHands'
  | 'sheetDeleted'
  // A tournament read from a file whose fields are right but whose whole is not (faults.ts).
  | 'tournamentPlayerTwice'
  | 'tournamentGameTwice'
  | 'tournamentSeatedTwice'
  | 'tournamentRoundTwice'
  | 'tournamentRoundOutside'
  // A tournament shared through the club that is no such document (tournamentDoc.ts).
  | 'notSharedTournament';

/** Every code storage can answer with: a game file's (the rules') and its own rows'. */
export type DbProblemCode = GameProblemCode | StorageProblemCode;

/** A problem storage reports: a rules' Problem, or one of the app's own rows. */
export type DbProblem = Problem<DbProblemCode>;

/** A read's answer that may carry storage's problems as well as the rules'. */
export type DbResult<T> = Result<T, DbProblemCode>;
