import { describe, expect, it } from 'vitest';
import { redact } from '../../../shared/detection/operators/index.js';
import { getEngine } from '../../../shared/detection/engine.js';
import { DecisionOverlay, ReviewCollector, type Decision } from '../../../shared/reviews/review-plan.js';

/** The job pipeline in small: the real engine and the type_label operator. */
async function pass(text: string) {
  const spans = getEngine().analyze(text, { language: 'en' });
  const { redacted_text, findings } = await redact(text, spans, 'type_label', { tenantSecret: 'secret' });
  return { text: redacted_text, findings };
}
const label = async (type: string) => `[${type}]`;

const segments = [
  'Call Jane Doe at jane.doe@example.com today.',
  'Her SSN is 536-22-8714 and 🙂 Jordan approved.',
];

describe('two-pass review plan', () => {
  it('numbers redacted spans in document order and keeps those needing review, with context', async () => {
    const collector = new ReviewCollector({ required: true, threshold: null });
    for (const text of segments) collector.observe(text, (await pass(text)).findings);
    expect(collector.spansSeen).toBe(collector.candidates.length);
    expect(collector.candidates.map((c) => c.sequence)).toEqual([...collector.candidates.keys()]);
    const email = collector.candidates.find((c) => c.entity_type === 'EMAIL_ADDRESS')!;
    expect(email.text).toBe('jane.doe@example.com');
    expect(email.context_before.endsWith('at ')).toBe(true);

    const byScore = new ReviewCollector({ required: false, threshold: 0.0001 });
    for (const text of segments) byScore.observe(text, (await pass(text)).findings);
    expect(byScore.candidates).toEqual([]);
  });

  it('renders approved as redacted, rejected as original and modified with its correction', async () => {
    const collector = new ReviewCollector({ required: true, threshold: null });
    const first = [];
    for (const text of segments) {
      const result = await pass(text);
      first.push(result);
      collector.observe(text, result.findings);
    }
    const byType = (t: string) => collector.candidates.find((c) => c.entity_type === t)!;
    const person = byType('PERSON');
    const email = byType('EMAIL_ADDRESS');
    const ssn = byType('US_SSN');
    const decisions: Decision[] = [
      { sequence: person.sequence, entity_type: 'PERSON', text: person.text, status: 'rejected', correction: null },
      {
        sequence: email.sequence, entity_type: 'EMAIL_ADDRESS', text: email.text, status: 'modified',
        // Widen the e-mail back over "at " and give it a custom replacement.
        correction: { entity_type: 'CONTACT', start: 0, end: 0, redacted: '<contact>', relativeStart: -3, relativeEnd: email.text.length },
      },
      { sequence: ssn.sequence, entity_type: 'US_SSN', text: ssn.text, status: 'approved', correction: null },
    ];
    const overlay = new DecisionOverlay(decisions, label);
    const out = [];
    for (const text of segments) out.push(await overlay.apply(text, await pass(text)));
    expect(out[0]!.text).toBe('Call Jane Doe <contact> today.');
    expect(out[1]!.text).toContain('[US_SSN]');
    expect(out[1]!.text).toContain('🙂');
    expect(first[0]!.text).not.toContain('Jane Doe');
  });

  it('keeps a span redacted when its review no longer matches (rules changed between passes)', async () => {
    const text = segments[0]!;
    const result = await pass(text);
    const overlay = new DecisionOverlay(
      [{ sequence: 0, entity_type: 'PERSON', text: 'Someone Else', status: 'rejected', correction: null }],
      label,
    );
    expect((await overlay.apply(text, result)).text).toBe(result.text);
  });
});
