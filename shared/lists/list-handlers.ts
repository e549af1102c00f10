import { validatePattern } from '../detection/linear-regex.js';
import { PatternError } from '../detection/types.js';
import { unprocessable } from '../http/errors.js';
import { crudHandlers } from '../tenant-config/crud-handlers.js';
import { listEntries, listEntryFields, listEntryResponse, toListEntryResponse } from './list-entry.js';

export const listHandlers = crudHandlers({
  collection: listEntries,
  fields: listEntryFields,
  present: toListEntryResponse,
  response: listEntryResponse,
  operationNoun: 'ListEntry',
  operationNouns: 'ListEntries',
  resource: 'list_entry',
  event: 'list_entry',
  idParam: 'entry_id',
  noun: 'allow/block entry',
  check: (fields) => {
    if (fields.match !== 'regex') return;
    try {
      validatePattern(fields.value);
    } catch (error) {
      if (!(error instanceof PatternError)) throw error;
      throw unprocessable([{ loc: ['body', 'value'], msg: error.reason, type: 'invalid_pattern' }]);
    }
  },
});
