/**
 * Child process for engine load time: a fresh Node imports the engine and runs a first analyze.
 * Prints the milliseconds from import start to first result.
 */
const t0 = performance.now();
const { getEngine } = await import('#shared/detection/engine.js');
getEngine().analyze('Call John Smith at (415) 555-0132 or john.smith@example.com.', { language: 'en' });
process.stdout.write(JSON.stringify({ ms: performance.now() - t0 }) + '\n');
