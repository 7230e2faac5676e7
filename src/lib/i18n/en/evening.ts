/** The whole evening between phones: its preview, who keeps score, taking it back. */
export const en = {
  receiveEveningHeading: 'Received evening',
  receiveEveningLine: 'Evening of {date}{place}: {n} games',
  receiveEveningLineOne: 'Evening of {date}{place}: 1 game',
  receiveChangesHeading: 'What a confirm changes on this phone:',
  receiveNothingChanges: 'Nothing changes on this phone: it holds all of this already.',
  receiveEveningNew: 'The evening is new here and is stored with its games.',
  receiveGameNew: 'new here: stored as a copy of {keeper}’s sheet',
  receiveGameUpdate: 'updates the copy here ({stored} → {hands} hands)',
  receiveGameUpdateKept:
    'takes the hands added on {keeper}’s phone ({stored} → {hands}), which keeps score of it now; yours are all kept, and you can take keeping score back',
  receiveGameHanded: 'no hand changes; {keeper}’s phone keeps score of it now',
  receiveGameSame: 'the same here: nothing changes',
  receiveGameOlder: 'this phone has a later sheet of it: nothing changes',
  receiveGameBoth:
    'changed on both phones: both are kept. Yours ({stored} hands) stays as it is; {keeper}’s sheet ({hands} hands) is kept beside it as a copy',
  receiveGameBesideUpdate:
    'changed on both phones: yours ({stored} hands) stays; the copy of {keeper}’s sheet beside it is brought up to date ({hands} hands)',
  receiveGameDeleted: 'deleted on the sending phone',
  receiveAnotherPhone: 'another phone',
  receiveYourPhone: 'this phone',
  receiveChange_stakePerPoint: 'Stake per point {from} → {to}',
  receiveChange_coin: 'Coin {from} → {to}',
  receiveChange_place: 'Place {from} → {to}',
  receiveChange_date: 'Date {from} → {to}',
  receiveNoValue: '–',
  receivePaidTheirs:
    'Paid mark: {to} (the later mark, made on the other phone; here until now: {from})',
  receivePaidOurs: 'Paid mark: yours stays, {from} (the later mark; the other phone says {to})',
  receivePaidOn: 'paid on {date}',
  receiveOwed: 'not paid',
  receiveSentFuture:
    'The other phone’s clock says {time}, later than this phone’s: counted as now.',
  receiveDoneEvening: 'Evening stored.',
  receiveDoneNothing: 'Nothing changed: this phone holds all of it already.',
  showEvening: 'The whole evening: {n} games, with stake, coin and paid mark.',
  showSingle: 'Show only this game (for an older Spatz)',
  showWholeEvening: 'Show the whole evening',
  showSingleNote: 'Only this game is shown.',
  eveningShowQr: 'Show the evening to the table',
};
