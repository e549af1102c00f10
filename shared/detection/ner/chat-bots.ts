/**
 * people7en (round 7). Chat exports and support widgets label automated messages with the bot's
 * handle: "[14:07] ops-bot: deploy complete", "[09:14] ShopBot: Hi! You're chatting with Kemi",
 * "deploy_bot:". Such a label names no one, though no list knows the word; a surname ending in
 * "bot" ("Talbot", "Abbot") has no hyphen, underscore or inner capital before it.
 */
import type { Doc } from './doc.js';

const BOT = 'bot';
/** Characters that join a bot's handle to its "bot": "ops-bot", "deploy_bot", "build.bot". */
const HANDLE_JOINS = new Set(['-', '_', '.']);
/** "B" of an inner "Bot": "ShopBot", "HelpBot". */
const CAPITAL_B = 'B';

/** Token w is a bot's handle: "bot", "ops-bot", "deploy_bot", "ShopBot". */
export function botHandle(doc: Doc, w: number): boolean {
  const k = doc.key(w);
  if (!k.endsWith(BOT)) return false;
  if (k.length === BOT.length) return true;
  if (HANDLE_JOINS.has(k[k.length - BOT.length - 1]!)) return true;
  const raw = doc.text.slice(doc.start(w), doc.end(w));
  return raw.length > BOT.length && raw[raw.length - BOT.length] === CAPITAL_B;
}
