import { validatePattern } from '../detection/linear-regex.js';
import { PatternError } from '../detection/types.js';
import { unprocessable, type ValidationIssue } from '../http/errors.js';
import { crudHandlers } from '../tenant-config/crud-handlers.js';
import { recognizerFields, recognizerResponse, recognizers, toRecognizerResponse } from './recognizer.js';

export const recognizerHandlers = crudHandlers({
  collection: recognizers,
  fields: recognizerFields,
  present: toRecognizerResponse,
  response: recognizerResponse,
  operationNoun: 'Recognizer',
  operationNouns: 'Recognizers',
  resource: 'recognizer',
  event: 'recognizer',
  idParam: 'recognizer_id',
  noun: 'recognizer',
  // Patterns are compiled on the linear-time engine now, so a bad one is 422 at save time and
  // never reaches a redaction.
  check: (fields) => {
    const issues: ValidationIssue[] = [];
    if (fields.type === 'regex') {
      if (fields.patterns.length === 0) issues.push({ loc: ['body', 'patterns'], msg: 'at least one pattern is required for a regex recognizer', type: 'missing' });
      fields.patterns.forEach((pattern, i) => {
        try {
          validatePattern(pattern);
        } catch (error) {
          if (!(error instanceof PatternError)) throw error;
          issues.push({ loc: ['body', 'patterns', i], msg: error.reason, type: 'invalid_pattern' });
        }
      });
    } else if (fields.phrases.length === 0) {
      issues.push({ loc: ['body', 'phrases'], msg: 'at least one phrase is required for a phrase_list recognizer', type: 'missing' });
    }
    if (issues.length) throw unprocessable(issues);
  },
});
