/**
 * Both languages' problem texts at once, for code that runs outside the app (the scoring
 * command, the tests): import this module before calling problemMessage / problemText.
 */
import { addProblemTexts } from './problems';
import { problems as en } from './en/problems';

addProblemTexts('en', en);

export { problemMessage, problemText } from './problems';
