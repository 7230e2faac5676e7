/** Messages of a game handed between phones: why a code or a link was refused. */
export const en = {
  scanNotSpatz:
    'This is not a Spatz code. Point the camera at the codes the other phone shows under “Show to the table”.',
  scanOtherGame:
    'This code belongs to another game. Keep the camera on the first game’s codes, or cancel and scan again.',
  scanChecksum:
    'A code was misread (its check failed). Hold the phone steady: that code comes round again.',
  scanNewerVersion:
    'These codes come from a newer version of Spatz. Update Spatz on this phone, then scan again.',
  scanDamaged: 'The codes could not be put back together. Cancel and scan again from the start.',
  linkNotSpatz: 'This link does not carry a Spatz game.',
  linkNewerVersion:
    'This link comes from a newer version of Spatz. Update Spatz on this phone, then open the link again.',
  linkDamaged: 'This link is incomplete or damaged. Ask for it to be sent again.',
} as const;
