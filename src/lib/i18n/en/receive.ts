/** Receiving a game from another phone and keeping a copy of someone else's sheet. */
export const en = {
  receiveHeading: 'Received game',
  receiveFrom: 'A copy from {from}’s phone, sent {time}.',
  receiveFromAnon: 'A copy from another phone, sent {time}.',
  receiveNew: 'It is stored as a read-only copy; you can take over keeping score later.',
  receiveUpdate: 'It brings the game on this phone up to date.',
  receiveBoth:
    'This phone changed the game since it took over keeping score: both are kept, the received sheet as a copy beside yours.',
  receiveConfirmUpdate: 'Update it',
  receiveConfirmOpen: 'Nothing new: open the game',
  receiveSame: 'This phone has this game exactly as sent: nothing changes.',
  receiveOlder: 'This phone has a newer version of this game: nothing changes.',
  receiveNothing: 'No game is waiting to be received.',
  receiveOtherWays:
    'Scan the codes on the scorekeeper’s phone, open the link they sent, or import a game file in Settings.',
  receiveScan: 'Scan codes',
  receiveSettings: 'Settings',
  receiveRefused: 'This game cannot be received; nothing was stored:',
  receiveFailed: 'Not stored: {message}',
  receiveDoneNew: 'Stored as a copy.',
  receiveDoneUpdate: 'Brought up to date.',
  receiveDoneBoth: 'Both kept: the received sheet is a copy beside yours.',
  receiveFileName: 'game sent by {from}',
  receiveFileNameAnon: 'game from another phone',
  importWillUpdate: 'Will be updated:',
  importUpdateLine: '{hands} hands (here so far: {stored})',
} as const;
