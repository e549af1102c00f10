import { recognizerHandlers } from '#shared/recognizers/recognizer-handlers.js';

export const handler = recognizerHandlers.get;
